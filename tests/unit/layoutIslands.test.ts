// The islands of the layout and the error page are each declared once, beside their component (its
// folder's index.ts): id, the module the browser loads it from and the component the server renders.
// The module named must give that very component as its default export, and every island module
// (`*.island.ts`) must be declared so.
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { notFoundIsland } from '../../components/NotFound/index.ts'
import { siteHeaderIsland } from '../../components/SiteHeader/index.ts'
import { consentLayerIsland, consentSettingsIsland } from '../../consent/ConsentLayer/index.ts'

const declared = { siteHeaderIsland, consentLayerIsland, consentSettingsIsland, notFoundIsland }

describe("the layout's islands", () => {
  it.each(Object.entries(declared))("%s: its module's default export is its component", async (_name, { module, Component }) => {
    const loaded = (await import(`../../${module}`)) as { default: unknown }
    expect(loaded.default).toBe(Component)
  })

  it('are every island module there is, each with an id of its own', () => {
    const islandModules = execFileSync('git', ['ls-files', '*.island.ts'], { encoding: 'utf8' }).split('\n').filter(Boolean)
    expect(
      Object.values(declared)
        .map((island) => island.module)
        .sort(),
    ).toEqual(islandModules.sort())
    const ids = Object.values(declared).map((island) => island.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
