// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { bootScript, withSiteValues } from '../../head/bootScript.ts'
import { LOAD_MARGIN, PAGE_SETTLED_EVENT, PREFETCH_PAGE_EVENT } from '../../site/loading.ts'

describe('the boot script every page inlines', () => {
  it("carries the site's values where head/boot.js names them, and no placeholder", () => {
    const script = bootScript()
    expect(script).toContain(`rootMargin:\`${LOAD_MARGIN}\``)
    expect(script).toContain(`CustomEvent(\`${PREFETCH_PAGE_EVENT}\``)
    expect(script).toContain(`\`${PAGE_SETTLED_EVENT}\``)
    expect(script).toContain('/index.pageContext.json`')
    expect(script).not.toMatch(/__[A-Z_]+__/)
  })

  it('is minified and safe inside a <script> element', () => {
    expect(script()).not.toMatch(/\n\s*\/\//)
    expect(script()).not.toMatch(/<\/script/i)
  })

  it('fails the build when head/boot.js lacks a placeholder the build fills in', () => {
    expect(() => withSiteValues("const ISLAND_MARGIN = '__ISLAND_MARGIN__'")).toThrow(/head\/boot\.js has no '__PAGE_DATA_FILE__'/)
  })
})

const script = bootScript
