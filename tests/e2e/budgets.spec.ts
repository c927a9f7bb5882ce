import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BYTE_BUDGETS, LONG_PAGES } from '../bench/budgets.ts'
import { siteColours } from '../../components/theme/siteColours.ts'
import { USED_PALETTES } from '../../components/theme/themeCss.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { pageBytes } from '../bench/pageBytes.ts'
import { expect, openHydrated, test } from './fixtures.ts'
import { routes, site } from './routes.ts'

// Deterministic: sizes of the built files, not timings.
for (const { route } of routes) {
  test(`${route} stays within its byte budgets (gzip)`, () => {
    const bytes = pageBytes('dist/client', route)
    expect(bytes.js, 'all the JavaScript the page starts').toBeLessThanOrEqual(BYTE_BUDGETS.js)
    expect(bytes.jsBeforeInteraction, 'JavaScript before the first interaction').toBeLessThanOrEqual(BYTE_BUDGETS.jsBeforeInteraction)
    expect(bytes.css, 'CSS').toBeLessThanOrEqual(BYTE_BUDGETS.css)
    expect(bytes.html, 'HTML').toBeLessThanOrEqual(BYTE_BUDGETS.html)
    if (!LONG_PAGES.includes(route))
      expect(bytes.htmlBrotli, 'HTML as sent (brotli), within the first round trip').toBeLessThanOrEqual(BYTE_BUDGETS.htmlFirstRoundTrip)
    expect(bytes.js, 'a page always has framework code to start (hydration)').toBeGreaterThan(10_000)
    expect(bytes.jsBeforeInteraction, 'a page always runs the boot script').toBeGreaterThan(500)
  })
}

test('the browser downloads no JavaScript beyond what the budget counts, and what hydrates when visible', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await openHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  const html = await (await page.request.get('/')).text()
  // Sections the page data marks deferred until visible fetch their own chunks once near the viewport,
  // and whatever those load later (a carousel library, say).
  const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>
  const deferred = new Set<string>()
  const follow = (key: string) => {
    const entry = manifest[key]
    if (!entry || deferred.has(`/${entry.file}`)) return
    deferred.add(`/${entry.file}`)
    for (const next of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) follow(next)
  }
  for (const [, type] of html.matchAll(/"type":"([^"]+)","deferred":"visible"/g)) follow(sectionModulePath(type!))
  // A first visit also fetches the consent machine while the page is idle, so the banner answers at once.
  follow('consent/consentMachine.ts')
  for (const path of scripts) {
    if (!deferred.has(path)) expect(html, `${path} is loaded but neither listed in the HTML nor a section's deferred chunk`).toContain(path)
  }
})

test('the built CSS and JavaScript read no colour palette the theme left out (components/theme/themeCss.ts)', () => {
  const assets = readdirSync('dist/client/assets', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(css|js)$/.test(f))
  const palettes = new Set(
    assets.flatMap((file) => [...readFileSync(join('dist/client/assets', file), 'utf8').matchAll(/var\(--mantine-color-([a-z]+)-\d/g)].map((m) => m[1]!)),
  )
  expect([...palettes].sort()).toEqual([...USED_PALETTES].sort())
})

test('no validation code or schema reaches the browser bundles', () => {
  const clientJs = readdirSync('dist/client/assets', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  expect(clientJs.length).toBeGreaterThan(0)
  for (const file of clientJs) {
    const code = readFileSync(join('dist/client/assets', file), 'utf8')
    expect(code, file).not.toMatch(/strictRequired|must NOT have additional properties|json-schema-traverse/)
    expect(code, file).not.toContain('Stable lowercase id, also the anchor')
  }
})

test('the browser gets only the site settings and service fields it shows, not the whole files', () => {
  const clientJs = readdirSync('dist/client/assets', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  const code = clientJs.map((file) => readFileSync(join('dist/client/assets', file), 'utf8')).join('\n')
  const services = JSON.parse(readFileSync('data/collections/services.json', 'utf8')) as { items: { title: string; summary: string }[] }
  expect(code).toContain(services.items[0]!.title) // the header's service links
  for (const { summary } of services.items) expect(code).not.toContain(summary)
  expect(code).not.toContain(String(site.address.geo?.latitude)) // structured data only, never in the browser
  expect(code).not.toContain(site.social.linkedin!)
  expect(code).not.toContain(site.contentApi.baseUrl ?? 'contentApi')
})

test('the build carries a _headers file with the same security headers for static hosts', () => {
  const headers = readFileSync('dist/client/_headers', 'utf8')
  expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/)
  expect(headers).toContain("frame-ancestors 'self'")
  expect(headers).toContain('Permissions-Policy: camera=(), microphone=(), geolocation=()')
})

test("the backend client is not part of /kontakt's initial JavaScript; it loads when the form is sent", () => {
  const html = readFileSync('dist/client/kontakt.html', 'utf8')
  const initial = [...html.matchAll(/data-(?:entry|modules)="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '))
  expect(initial.length).toBeGreaterThan(3)
  for (const file of initial) expect(readFileSync(join('dist/client', file), 'utf8'), file).not.toContain('GoTrueClient')
  const all = readdirSync('dist/client/assets', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
  expect(all.some((file) => readFileSync(join('dist/client/assets', file), 'utf8').includes('GoTrueClient'))).toBe(true)
})

test('no secret reaches the build output', () => {
  for (const file of readdirSync('dist/client', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|html|json)$/.test(f))) {
    const text = readFileSync(join('dist/client', file), 'utf8')
    expect(text, file).not.toMatch(/service_role|SERVICE_ROLE_KEY|CONTACT_SALT/i)
  }
})

test('every image on every prerendered page has a width, a height (no layout shift) and an alt text', () => {
  const pages = readdirSync('dist/client', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'))
  const images = pages.flatMap((file) => [...readFileSync(join('dist/client', file), 'utf8').matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({ file, tag })))
  expect(images.length).toBeGreaterThan(100)
  for (const { file, tag } of images) expect(tag, file).toMatch(/^(?=.*\swidth="\d+")(?=.*\sheight="\d+")(?=.*\salt=")/s)
})

test('the built pages and stylesheets carry the site colours as values (components/theme/colourValues.ts): no variable of components/theme/siteColours.ts is left to resolve', () => {
  const files = readdirSync('dist/client', { recursive: true, encoding: 'utf8' }).filter((f) => /\.(css|html)$/.test(f))
  const unresolved = new RegExp(`var\\(--(${Object.keys(siteColours).join('|')})\\)`)
  expect(files.filter((file) => unresolved.test(readFileSync(join('dist/client', file), 'utf8')))).toEqual([])
})
