import { attribute, builtPage } from '../builtPage.ts'
import { expect, test } from './fixtures.ts'
import { routes, site } from './routes.ts'

test('sitemap.xml lists the indexable routes and leaves the noindex pages out', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  for (const route of routes) {
    const listed = xml.includes(`<loc>${route.canonical}</loc>`)
    expect(listed, route.route).toBe(!route.noindex)
  }
})

test('robots.txt points to the sitemap', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`)
})

test('responses carry the security headers, and the page a CSP meta tag without header-only directives', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } })
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
  expect(headers['permissions-policy']).toContain('geolocation=()')
  expect(headers['content-encoding']).toMatch(/br|gzip/)
  const meta = builtPage('/').elements.find((element) => element.tagName === 'meta' && attribute(element, 'http-equiv') === 'Content-Security-Policy')
  expect(meta && attribute(meta, 'content')).toContain("default-src 'self'")
  expect(meta && attribute(meta, 'content')).not.toContain('frame-ancestors')
})

test('the CSP really blocks inline scripts, and the test harness notices violations', async ({ page, problems }) => {
  await page.goto('/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  await expect.poll(() => problems.cspViolations.length).toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
})

test('the icon is inline, a data: URL the browser need not fetch on each page view, and draws as /favicon.svg does', async ({ page, request }) => {
  await page.goto('/team')
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  expect(href).toMatch(/^data:image\/svg\+xml,/)
  const drawn = (src: string) =>
    page.evaluate(async (source) => {
      const image = new Image(32, 32)
      image.src = source
      await image.decode()
      const canvas = Object.assign(document.createElement('canvas'), { width: 32, height: 32 })
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0, 32, 32)
      return canvas.toDataURL()
    }, src)
  expect((await request.get('/favicon.svg')).status()).toBe(200)
  expect(await drawn(href!)).toBe(await drawn('/favicon.svg'))
})
