// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SPECULATION_RULES } from '../../head/speculationRules.ts'
import { headersFile } from '../../build/headersFile.ts'
import { robotsTxt, sitemapXml } from '../../build/sitemap.ts'
import { content } from '../../content/content.ts'
import { withEnv } from '../../site/buildEnv.ts'
import { site } from '../../content/siteConfig.ts'
import { cspHeader, cspMeta } from '../../head/securityPolicy.ts'
import { bundleInlineScripts } from '../../head/inlineScripts.ts'

const { scripts } = await bundleInlineScripts()

describe('sitemap and robots', () => {
  const { pages } = content()
  const xml = sitemapXml(pages.values(), site)

  it('lists indexable pages with absolute URLs and leaves noindex pages out', () => {
    expect(xml).toContain(`<loc>${site.siteUrl}/</loc>`)
    for (const { route, page } of pages.values()) {
      if (page.head.noindex) expect(xml).not.toContain(`${site.siteUrl}${route}<`)
    }
    expect(xml).not.toContain('privatlivspolitik')
  })

  it('escapes its URLs as XML requires', () => {
    const page = pages.get('/om-os')!
    const odd = sitemapXml([{ ...page, route: "/om-os?a=1&b='2'" }], site)
    expect(odd).toContain(`<loc>${site.siteUrl}/om-os?a=1&amp;b=&apos;2&apos;</loc>`)
  })

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt(site)).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })
})

describe('security policy', () => {
  it('uses the same-origin default, https and data images, https frames and no objects', () => {
    const header = cspHeader(site, scripts)
    expect(header).toContain("default-src 'self'")
    expect(header).toContain("img-src 'self' https: data:")
    expect(header).toContain('frame-src https:')
    expect(header).toContain("object-src 'none'")
    expect(header).toContain("frame-ancestors 'self'")
  })

  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  it('allows the booking widget script origin and, of inline scripts, only the consent script, the speculation rules and the boot script by their hashes', () => {
    expect(cspHeader(site, scripts)).toContain(
      `script-src 'self' ${hash(scripts.consentHead)} ${hash(SPECULATION_RULES)} ${hash(scripts.boot)} ${new URL(site.booking.scriptUrl).origin};`,
    )
  })

  it("allows the measurement tags' inline loader by its hash once a tag is configured, and only then", () => {
    const configured = withEnv(site, { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' })
    expect(cspHeader(configured, scripts)).toContain(`${hash(SPECULATION_RULES)} ${hash(scripts.tags)} ${hash(scripts.boot)} `)
    expect(headersFile(configured, scripts)).toContain(hash(scripts.tags))
    expect(cspHeader(site, scripts)).not.toContain(hash(scripts.tags))
  })

  it('lets the site reach a backend configured at build time, and only that one', () => {
    expect(cspHeader(site, scripts)).toContain("connect-src 'self';")
    const withBackend = (url: string) => withEnv(site, { VITE_BACKEND_URL: url })
    expect(cspHeader(withBackend('https://abcdefgh.supabase.co'), scripts)).toContain("connect-src 'self' https://abcdefgh.supabase.co;")
    expect(cspHeader(withBackend('http://127.0.0.1:54321'), scripts)).toContain("connect-src 'self' http://127.0.0.1:54321;")
    expect(() => withBackend('http://backend.example.com')).toThrow('VITE_BACKEND_URL="http://backend.example.com" is not an https:// address')
  })

  it('admits a content system switched on at build time in connect-src', () => {
    const configured = withEnv(site, { VITE_CONTENT_API_URL: 'https://cms.example.dk/wp-json/wp/v2' })
    expect(cspHeader(configured, scripts)).toContain("connect-src 'self' https://cms.example.dk;")
    expect(headersFile(configured, scripts)).toContain("connect-src 'self' https://cms.example.dk;")
  })

  it('leaves header-only directives out of the meta tag', () => {
    expect(cspMeta(site, scripts)).not.toContain('frame-ancestors')
    expect(cspMeta(site, scripts)).toContain("default-src 'self'")
  })

  it('writes the same headers into _headers for static hosts', () => {
    const file = headersFile(site, scripts)
    expect(file).toContain(`Content-Security-Policy: ${cspHeader(site, scripts)}`)
    expect(file).toContain('Permissions-Policy: camera=(), microphone=(), geolocation=()')
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
    // No rule for page data files: no page has one.
    expect(file).not.toContain('pageContext')
    expect(file).toContain('\n/media/*\n  Cache-Control: public, max-age=3600, stale-while-revalidate=86400\n')
  })
})
