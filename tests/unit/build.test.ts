// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { headersFile } from '../../build/headersFile.ts'
import { optimizeHtml, type Manifest } from '../../build/optimizeHtml.ts'
import { robotsTxt, sitemapXml } from '../../build/sitemap.ts'
import { checkContent } from '../../renderer/checkContent.ts'
import { site } from '../../site/siteConfig.ts'
import { cspHeader, cspMeta } from '../../security/policy.ts'

describe('optimizeHtml', () => {
  const manifest: Manifest = {
    'sections/Hero/index.ts': { file: 'assets/chunks/hero.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/chunks/shared.js', css: ['assets/static/hero.css'] },
  }
  const html = [
    '<html><head><link rel="stylesheet" type="text/css" href="/assets/static/base.css">',
    '<meta charset="UTF-8" /><title>x</title><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/></head>',
    '<body><section data-section-type="hero"></section>',
    '<script src="/assets/entry.js" type="module" async></script><link rel="modulepreload" href="/assets/chunks/shared.js" as="script" type="text/javascript"></body></html>',
  ].join('')
  const out = optimizeHtml(html, manifest, (file) => `/*${file}*/`)

  it('inlines the page CSS and the CSS of its code-split sections in one style tag', () => {
    expect(out).not.toMatch(/<link rel="stylesheet"[^>]*\.css">/)
    expect(out).toContain('<style>/*assets/static/base.css*/\n/*assets/static/hero.css*/</style>')
    expect(out).toContain('<link rel="stylesheet" href="/assets/static/base.css" disabled><link rel="stylesheet" href="/assets/static/hero.css" disabled></head>')
  })

  it('moves the CSP meta tag to the top of head', () => {
    expect(out).toMatch(/^<html><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy"/)
  })

  it('hands the entry and every module, section chunks included, to the boot script, entries last', () => {
    expect(out).not.toContain('modulepreload')
    expect(out).not.toContain('<script src="/assets/entry.js"')
    expect(out).toContain('<script type="module" src="/boot.js" data-entry="/assets/entry.js" data-modules="/assets/chunks/shared.js /assets/chunks/hero.js"></script></body>')
  })

  it('fails the build when a section has no client chunk', () => {
    expect(() => optimizeHtml('<section data-section-type="ghost"></section>', manifest, () => '')).toThrow(/section type "ghost"/)
  })
})

describe('sitemap and robots', () => {
  const { pages } = checkContent()
  const xml = sitemapXml(pages.values(), site)

  it('lists indexable pages with absolute URLs and leaves noindex pages out', () => {
    expect(xml).toContain(`<loc>${site.siteUrl}/</loc>`)
    for (const { route, page } of pages.values()) {
      if (page.head.noindex) expect(xml).not.toContain(`${site.siteUrl}${route}<`)
    }
    expect(xml).not.toContain('privatlivspolitik')
  })

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt(site)).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
  })
})

describe('security policy', () => {
  it('uses the same-origin default, https and data images, https frames and no objects', () => {
    const header = cspHeader(site)
    expect(header).toContain("default-src 'self'")
    expect(header).toContain("img-src 'self' https: data:")
    expect(header).toContain('frame-src https:')
    expect(header).toContain("object-src 'none'")
    expect(header).toContain("frame-ancestors 'self'")
  })

  it('allows the booking widget script origin and nothing else', () => {
    expect(cspHeader(site)).toContain(`script-src 'self' ${new URL(site.booking.scriptUrl).origin};`)
  })

  it('lets the site reach a backend configured at build time, and only that one', () => {
    expect(cspHeader(site)).toContain("connect-src 'self';")
    process.env.VITE_BACKEND_URL = 'https://abcdefgh.supabase.co'
    try {
      expect(cspHeader(site)).toContain("connect-src 'self' https://abcdefgh.supabase.co;")
    } finally {
      delete process.env.VITE_BACKEND_URL
    }
  })

  it('leaves header-only directives out of the meta tag', () => {
    expect(cspMeta(site)).not.toContain('frame-ancestors')
    expect(cspMeta(site)).toContain("default-src 'self'")
  })

  it('writes the same headers into _headers for static hosts', () => {
    const file = headersFile(site)
    expect(file).toContain(`Content-Security-Policy: ${cspHeader(site)}`)
    expect(file).toContain('Permissions-Policy: camera=(), microphone=(), geolocation=()')
    expect(file).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/)
  })
})
