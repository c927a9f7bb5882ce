import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BYTE_BUDGETS, LONG_PAGES } from '../bench/budgets.ts'
import { siteColours } from '../../components/theme/siteColours.ts'
import { USED_PALETTES } from '../../components/theme/themeCss.ts'
import { islandBytes, pageBytes } from '../../build/pageBytes.ts'
import { DEPLOYED_DIST } from '../deploy/ports.ts'
import { ISLAND_ENTRY } from '../../islands/islandAttributes.ts'
import { expect, startAllIslands, test } from './fixtures.ts'
import { routes, site } from './routes.ts'

/** The islands on every page (the layout's): the header and the consent layer with its settings button. */
const LAYOUT_ISLANDS = ['header', 'consent', 'consent-settings']

/** A file of the client build as Vite's manifest lists it. */
interface BuiltFile {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}

/**
 * The client build's files by their paths ("/assets/…"), and the files some files import, at once or
 * later (a carousel's library, the backend client), but for the island modules the islands' code may
 * import (those a page's islands need are in their data-files).
 */
function builtFiles(buildDir: string) {
  const manifest = JSON.parse(readFileSync(join(buildDir, 'assets.json'), 'utf8')) as Record<string, BuiltFile>
  const byPath = new Map(Object.values(manifest).map((entry) => [`/${entry.file}`, entry]))
  const islandsCode = manifest[ISLAND_ENTRY]!
  const reach = (paths: string[]) => {
    const reached = new Set<string>()
    const visit = (path: string) => {
      if (reached.has(path)) return
      reached.add(path)
      const entry = byPath.get(path)
      const later = entry === islandsCode ? [] : (entry?.dynamicImports ?? [])
      for (const key of [...(entry?.imports ?? []), ...later]) if (manifest[key]) visit(`/${manifest[key].file}`)
    }
    paths.forEach(visit)
    return reached
  }
  return { byPath, reach }
}

/**
 * Whether a built script holds nothing but a CSS module's class map: it comes with a stylesheet, and its
 * code is one object of strings, exported (`var e={root:"_x1",…};export{e as t};`).
 */
const onlyClassMap = (entry: BuiltFile | undefined, code: string) =>
  (entry?.css?.length ?? 0) > 0 && /^var \w+=\{(?:[\w$]+:(?:`[^`]*`|"[^"]*"),?)*\};export\{\w+ as [\w$]+\};?$/.test(code.trim())

// Deterministic: sizes of the built files, not timings.
for (const { route } of routes) {
  test(`${route} stays within its byte budgets (gzip)`, () => {
    const bytes = pageBytes('dist/client', route)
    expect(bytes.jsBeforeInteraction, 'JavaScript before the first interaction: the inline scripts').toBeLessThanOrEqual(BYTE_BUDGETS.jsBeforeInteraction)
    expect(bytes.jsBeforeInteraction, 'a page always runs the boot script').toBeGreaterThan(500)
    expect(bytes.js, 'all the JavaScript its islands may fetch').toBeLessThanOrEqual(BYTE_BUDGETS.js)
    expect(bytes.js - bytes.jsBeforeInteraction, 'every page has islands (the header) whose code it starts').toBeGreaterThan(50_000)
    for (const island of islandBytes('dist/client', route)) {
      const budget = LAYOUT_ISLANDS.includes(island.id) ? BYTE_BUDGETS.layoutIsland : BYTE_BUDGETS.island
      expect(island.js, `the JavaScript the island ${island.id} fetches`).toBeLessThanOrEqual(budget)
    }
    expect(bytes.css, 'CSS').toBeLessThanOrEqual(BYTE_BUDGETS.css)
    expect(bytes.html, 'HTML').toBeLessThanOrEqual(BYTE_BUDGETS.html)
    if (!LONG_PAGES.includes(route))
      expect(bytes.htmlBrotli, 'HTML as sent (brotli), within the first round trip').toBeLessThanOrEqual(BYTE_BUDGETS.htmlFirstRoundTrip)
  })
}

test("with measurement tags configured (the deployed build), the inline scripts still stay within the budget before the first interaction: the tags' runtime is not among them", () => {
  const bytes = pageBytes(join(DEPLOYED_DIST, 'client'), '/')
  expect(readFileSync(join(DEPLOYED_DIST, 'client', 'index.html'), 'utf8')).toContain('data-tags=')
  expect(bytes.jsBeforeInteraction, "the tags' loader is inline").toBeGreaterThan(pageBytes('dist/client', '/').jsBeforeInteraction + 200)
  expect(bytes.jsBeforeInteraction).toBeLessThanOrEqual(BYTE_BUDGETS.jsBeforeInteraction)
})

test("no island fetches a script that holds only a CSS module's class map", () => {
  const { byPath, reach } = builtFiles('dist')
  const fetched = [...reach(routes.flatMap(({ route }) => islandBytes('dist/client', route).flatMap((island) => island.files)))]
  expect(fetched.length).toBeGreaterThan(20)
  expect(fetched.filter((path) => onlyClassMap(byPath.get(path), readFileSync(join('dist/client', path), 'utf8')))).toEqual([])
})

test("the browser downloads no JavaScript but the islands' files the budget counts, and what those import later", async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await startAllIslands(page)
  await page.waitForLoadState('networkidle')
  const listed = islandBytes('dist/client', '/').flatMap((island) => island.files)
  const allowed = builtFiles('dist').reach(listed)
  expect(scripts.length).toBeGreaterThan(0)
  for (const path of scripts) expect(allowed, `${path} is neither an island's file nor one they import`).toContain(path)
  // The islands' own files are fetched when they start, as the budget counts them.
  for (const path of listed) expect(scripts, path).toContain(path)
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

test("the backend client is in none of /kontakt's islands' files; it loads when the form is sent", () => {
  const files = islandBytes('dist/client', '/kontakt').flatMap((island) => island.files)
  expect(files.length).toBeGreaterThan(3)
  for (const file of files) expect(readFileSync(join('dist/client', file), 'utf8'), file).not.toContain('GoTrueClient')
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
