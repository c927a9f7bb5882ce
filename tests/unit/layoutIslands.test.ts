// The layout's islands are declared once (pages/layoutIslands.ts): the module the browser loads each
// from must give, as its default export, the very component the server renders from the same entry.
import { describe, expect, it } from 'vitest'
import { layoutIslands } from '../../pages/layoutIslands.ts'

describe("the layout's islands", () => {
  it.each(Object.entries(layoutIslands))('%s: its module’s default export is its component', async (_name, { module, Component }) => {
    const loaded = (await import(`../../${module}`)) as { default: unknown }
    expect(loaded.default).toBe(Component)
  })

  it('have ids of their own', () => {
    const ids = Object.values(layoutIslands).map((island) => island.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
