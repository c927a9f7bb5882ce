// @vitest-environment node
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bootScript } from '../../head/bootScript.ts'
import { consentHeadScript } from '../../consent/consentCookie.ts'
import { site } from '../../renderer/siteConfig.ts'
import { siteConsentTerms } from '../../renderer/siteConsent.ts'
import { ISLAND } from '../../site/islandAttributes.ts'
import { LOAD_MARGIN, START_ISLAND_EVENT } from '../../site/loading.ts'
import { BYTE_BUDGETS } from '../bench/budgets.ts'

describe('the boot script every page inlines', () => {
  const script = bootScript()

  it('is head/boot.ts bundled with the values it shares with the islands (site/loading.ts, site/islandAttributes.ts)', () => {
    for (const shared of [LOAD_MARGIN, START_ISLAND_EVENT, ISLAND.module, ISLAND.id, ISLAND.start, ISLAND.files]) expect(script).toContain(shared)
    expect(script).not.toMatch(/\bimport\s*[{*\w]/)
  })

  it('is minified and safe inside a <script> element', () => {
    expect(script).not.toMatch(/\n\s*\/\//)
    expect(script).not.toMatch(/<\/script/i)
  })

  it("fits, with the head's inline consent script, the budget for JavaScript before the first interaction (gzip)", () => {
    // The same measure as tests/bench/pageBytes.ts: a page's inline scripts gzipped together.
    const inline = [consentHeadScript(siteConsentTerms(site)), script].join('\n')
    expect(gzipSync(inline, { level: 9 }).length).toBeLessThanOrEqual(BYTE_BUDGETS.jsBeforeInteraction)
  })
})
