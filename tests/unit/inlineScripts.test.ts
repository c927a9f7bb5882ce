// @vitest-environment node
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { bundleInlineScripts, INLINE_SCRIPT_ENTRIES } from '../../head/inlineScripts.ts'
import { EARLY_INPUT_EVENT, LOAD_MARGIN } from '../../site/loading.ts'

const { scripts, sources } = await bundleInlineScripts()

describe('the scripts every page inlines, as the build bundles them', () => {
  it('the boot script is head/boot.ts bundled with the values it shares with the framework (site/loading.ts)', () => {
    expect(scripts.boot).toContain(LOAD_MARGIN)
    expect(scripts.boot).toContain(EARLY_INPUT_EVENT)
    expect(sources).toEqual(expect.arrayContaining([INLINE_SCRIPT_ENTRIES.boot.entry, 'site/loading.ts'].map((file) => `${process.cwd()}/${file}`)))
  })

  it('are each one minified script with no static import and is safe inside a <script> element', () => {
    for (const [name, script] of Object.entries(scripts)) {
      expect(script, name).not.toMatch(/\bimport\s*[{*\w]/)
      expect(script, name).not.toMatch(/\n\s*\/\//)
      expect(script, name).not.toMatch(/<\/script/i)
    }
    expect(scripts.boot.length).toBeLessThan(2_000)
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
