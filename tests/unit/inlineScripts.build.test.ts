// @vitest-environment node
// The site build's pages against the headers it wrote: every script a page runs inline is allowed by
// its hash, both by the page's own CSP meta tag and by the Content-Security-Policy header the build
// wrote into _headers for the page's path (which the static host and the local server send).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { attribute, parseHtml } from '../../build/htmlSource.ts'
import { CONSENT_TERMS_ATTRIBUTE, consentTermsAttribute } from '../../consent/consentCookie.ts'
import { builtInlineScripts } from '../../head/inlineScripts.ts'
import { scriptHash } from '../../head/securityPolicy.ts'
import { site } from '../../content/siteConfig.ts'
import { siteConsentTerms } from '../../content/siteConsent.ts'
import { headersOfPath, readHeadersFile } from '../../server/hostHeaders.ts'
import { ensureBuilt } from '../builds.ts'

const DIST_DIR = 'dist'
const CLIENT_DIR = join(DIST_DIR, 'client')
/** Script types a browser does not run: data. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json'])

beforeAll(async () => {
  // `npm test` has built the site by now; run alone, this builds it if missing or out of date.
  await ensureBuilt('site')
}, 300_000)

describe('the inline scripts of the built pages', () => {
  it('are each allowed by its hash in the page’s CSP meta tag and in the header _headers gives its path', () => {
    const rules = readHeadersFile(CLIENT_DIR)
    const pages = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))
    expect(pages).toEqual(expect.arrayContaining(['index.html', 'kontakt.html', '404.html']))
    let checked = 0
    for (const name of pages) {
      const { elements } = parseHtml(readFileSync(join(CLIENT_DIR, name), 'utf8'))
      const meta = elements.find((el) => attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy')
      const header = headersOfPath(rules, `/${name.replace(/\.html$/, '').replace(/^index$/, '')}`)['content-security-policy']
      const inline = elements.filter((el) => el.tagName === 'script' && attribute(el, 'src') === undefined && !DATA_TYPES.has(attribute(el, 'type') ?? ''))
      expect(inline.length, name).toBeGreaterThanOrEqual(3)
      for (const script of inline) {
        const hash = scriptHash(script.childNodes.map((node) => ('value' in node ? node.value : '')).join(''))
        expect(attribute(meta!, 'content'), name).toContain(hash)
        expect(header, name).toContain(hash)
        checked++
      }
    }
    expect(checked).toBeGreaterThanOrEqual(pages.length * 3)
  })

  it('are the scripts the build bundled: the consent head script with the site’s consent terms on its tag, and the boot script', () => {
    const scripts = builtInlineScripts(DIST_DIR)
    const { elements } = parseHtml(readFileSync(join(CLIENT_DIR, 'kontakt.html'), 'utf8'))
    const text = (el: (typeof elements)[number]) => el.childNodes.map((node) => ('value' in node ? node.value : '')).join('')
    const consent = elements.find((el) => el.tagName === 'script' && attribute(el, CONSENT_TERMS_ATTRIBUTE) !== undefined)
    expect(text(consent!)).toBe(scripts.consentHead)
    expect(attribute(consent!, CONSENT_TERMS_ATTRIBUTE)).toBe(consentTermsAttribute(siteConsentTerms(site)))
    expect(elements.filter((el) => el.tagName === 'script').map(text)).toContain(scripts.boot)
  })
})
