// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { bundleInlineScripts, INLINE_SCRIPT_ENTRIES } from '../../head/inlineScripts.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { LOAD_MARGIN, START_ISLAND_EVENT } from '../../islands/loading.ts'
import { BYTE_BUDGETS } from '../bench/budgets.ts'

const { scripts, sources } = await bundleInlineScripts()

describe('the scripts every page inlines, as the build bundles them', () => {
  it('the boot script is islands/boot/boot.ts bundled with the values it shares with the islands (islands/loading.ts, islands/islandAttributes.ts)', () => {
    for (const shared of [LOAD_MARGIN, START_ISLAND_EVENT, ISLAND.module, ISLAND.id, ISLAND.start, ISLAND.files]) expect(scripts.boot).toContain(shared)
    expect(sources).toEqual(
      expect.arrayContaining([INLINE_SCRIPT_ENTRIES.boot.entry, 'islands/loading.ts', 'islands/islandAttributes.ts'].map((file) => `${process.cwd()}/${file}`)),
    )
  })

  it("the boot script, the head's consent script and the tags' loader fit the budget for JavaScript before the first interaction (gzip)", () => {
    // The same measure as build/pageBytes.ts: a page's inline scripts gzipped together (the tags' loader only when a tag is configured).
    expect(gzipSync([scripts.consentHead, scripts.tags, scripts.boot].join('\n'), { level: 9 }).length).toBeLessThanOrEqual(BYTE_BUDGETS.jsBeforeInteraction)
  })

  it("the tags' loader adds a few hundred bytes to a page's inline scripts, and imports the tags' runtime when it runs, never with itself", () => {
    const gzipped = (parts: string[]) => gzipSync(parts.join('\n'), { level: 9 }).length
    const added = gzipped([scripts.consentHead, scripts.tags, scripts.boot]) - gzipped([scripts.consentHead, scripts.boot])
    expect(added).toBeGreaterThan(200)
    expect(added).toBeLessThan(600)
    expect(scripts.tags).toContain('import(')
    expect(scripts.tags).not.toMatch(/page_view|ga-disable|callMethod/)
  })

  it('are each one minified script with no static import and is safe inside a <script> element', () => {
    for (const [name, script] of Object.entries(scripts)) {
      expect(script, name).not.toMatch(/\bimport\s*[{*\w]/)
      expect(script, name).not.toMatch(/\n\s*\/\//)
      expect(script, name).not.toMatch(/<\/script/i)
    }
  })

  it('the consent head script, a classic script, leaves no name in the page’s global scope', () => {
    const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'https://www.klikvaerk.dk/', runScripts: 'outside-only' })
    const before = new Set(Object.getOwnPropertyNames(window))
    window.eval(scripts.consentHead)
    expect(Object.getOwnPropertyNames(window).filter((name) => !before.has(name))).toEqual([])
  })

  it('carry none of the content schemas beside the code they import (a schema has a minLength)', () => {
    for (const [name, script] of Object.entries(scripts)) expect(script, name).not.toContain('minLength')
  })
})
