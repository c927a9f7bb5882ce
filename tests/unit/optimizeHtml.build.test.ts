// @vitest-environment node
// optimizeHtml on what Vike really writes: the site build keeps its pages as Vike wrote them
// (build/postbuild.ts, in dist/vike-pages), and every one is checked against what optimizeHtml makes of
// it. And the pages the build serves (dist/client) load none of Vike's code and have no page data files.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'
import { beforeAll, describe, expect, it } from 'vitest'
import { attribute, hasToken, parseHtml, type HtmlElement } from '../../build/htmlSource.ts'
import { assetsOf, optimizeHtml, RAW_PAGES_DIR, type Manifest } from '../../build/optimizeHtml.ts'
import { builtInlineScripts } from '../../head/inlineScripts.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { hydrationOf } from '../../sections/definitions.ts'
import type { SectionType } from '../../sections/types.ts'
import { IMAGE_FALLBACK, ISLAND, ISLAND_ENTRY } from '../../islands/islandAttributes.ts'
import { ensureBuilt } from '../builds.ts'

const DIST_DIR = 'dist'
const CLIENT_DIR = join(DIST_DIR, 'client')

interface BuiltPage {
  name: string
  raw: string
}

let pages: BuiltPage[] = []
/** The pages as the build serves them, by the same names. */
let served: BuiltPage[] = []
let manifest: Manifest = {}
let bundledBootScript = ''
const readAsset = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8')

beforeAll(async () => {
  // `npm test` has built the site by now; run alone, this builds it if missing or out of date.
  await ensureBuilt('site')
  manifest = JSON.parse(readFileSync(join(DIST_DIR, 'assets.json'), 'utf8')) as Manifest
  bundledBootScript = builtInlineScripts(DIST_DIR).boot
  const rawDir = join(DIST_DIR, RAW_PAGES_DIR)
  const htmlIn = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.html'))
      .map((name) => ({ name, raw: readFileSync(join(dir, name), 'utf8') }))
  pages = htmlIn(rawDir)
  served = htmlIn(CLIENT_DIR)
}, 300_000)

const isStylesheet = (el: HtmlElement) => el.tagName === 'link' && hasToken(el, 'rel', 'stylesheet')
const fileOf = (href: string) => join(CLIENT_DIR, href.replace(/^\//, ''))

const files = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean)
/** The built JS files a module needs (its chunk and what that imports), as the page names them. */
const jsOf = (module: string) => assetsOf(manifest, module).js.map((file) => `/${file}`)

/** The boot script, islands/boot/boot.ts, inlined as the page's one module script, with the files it loads. */
function bootScript(elements: HtmlElement[]) {
  const scripts = elements.filter((el) => el.tagName === 'script' && attribute(el, 'type') === 'module')
  expect(scripts).toHaveLength(1)
  const script = scripts[0] as HtmlElement
  expect(attribute(script, 'src')).toBeUndefined()
  expect(script.childNodes.map((node) => ('value' in node ? node.value : '')).join('')).toBe(bundledBootScript)
  return { entry: attribute(script, 'data-entry'), imageFallback: attribute(script, 'data-image-fallback'), css: files(attribute(script, 'data-css')) }
}

/** Checks one optimised page against the raw page Vike wrote. */
function checkPage(raw: string, out: string) {
  const before = parseHtml(raw)
  const after = parseHtml(out)

  // CSP first: only the charset declaration may come before it.
  const headElements = after.elements.filter((el) => el.parentNode === after.head)
  const isCsp = (el: HtmlElement) => attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy'
  expect(after.elements.filter(isCsp)).toHaveLength(1)
  const cspIndex = headElements.findIndex(isCsp)
  expect(cspIndex).toBeGreaterThanOrEqual(0)
  expect(headElements.slice(0, cspIndex).every((el) => attribute(el, 'charset') !== undefined)).toBe(true)

  // One <style> with every CSS file of the page and of its sections' code, and no stylesheet links: the
  // boot script adds the files whole once an island starts. (Mantine components such as the carousel
  // also render a small inline <style> of their own CSS variables beside themselves; that is no CSS
  // file, so it is left out here.)
  const styles = after.elements.filter((el) => el.tagName === 'style' && attribute(el, 'data-mantine-styles') !== 'inline')
  expect(styles).toHaveLength(1)
  const rawCss = before.elements.filter(isStylesheet).map((el) => attribute(el, 'href') ?? '')
  expect(rawCss.length).toBeGreaterThan(0)
  expect(after.elements.filter(isStylesheet)).toEqual([])
  const boot = bootScript(after.elements)
  const sections = after.elements.filter((el) => attribute(el, 'data-section-type') !== undefined)
  const sectionCss = sections.flatMap((section) => assetsOf(manifest, sectionModulePath(attribute(section, 'data-section-type') as SectionType)).css)
  // The boot script adds the same files as stylesheets, in the order of the inlined rules: Vike's, then
  // the sections', leaving out each file whose every rule an earlier listed one holds (framework.css
  // holds the layout's components, which Vike also links one file each).
  const { css } = boot
  const all = [...new Set([...rawCss, ...sectionCss.map((file) => `/${file}`)])]
  expect(css).toEqual(all.filter((href) => css.includes(href)))
  expect(css).toContain(rawCss[0])
  for (const href of css) expect(existsSync(fileOf(href)), href).toBe(true)
  const rulesOf = (href: string) => postcss.parse(readAsset(href.slice(1))).nodes.map((node) => node.toString())
  for (const href of all.filter((href) => !css.includes(href))) {
    const earlier = new Set(css.filter((kept) => all.indexOf(kept) < all.indexOf(href)).flatMap(rulesOf))
    for (const rule of rulesOf(href)) expect(earlier.has(rule), `${href} left out, yet ${rule} is in no earlier file`).toBe(true)
  }
  const styleText = (styles[0]?.childNodes ?? []).map((node) => ('value' in node ? node.value : '')).join('')
  // Every rule of every file is there (a rule a later file repeats, once: build/repeatedCssRules.ts).
  for (const file of [...rawCss.map((href) => href.slice(1)), ...sectionCss])
    for (const rule of postcss.parse(readAsset(file)).nodes) expect(styleText, file).toContain(rule.toString())

  // The modules the boot script loads, named by their source paths in Vike's page, are their built files.
  const rawBoot = before.elements.find((el) => el.tagName === 'script' && attribute(el, 'data-entry') !== undefined)
  expect(rawBoot && attribute(rawBoot, 'data-entry')).toBe(`/${ISLAND_ENTRY}`)
  expect(boot.entry).toBe(`/${manifest[ISLAND_ENTRY]?.file}`)
  expect(boot.imageFallback).toBe(`/${manifest[IMAGE_FALLBACK]?.file}`)

  // Every island of Vike's page, and only those, gets the files it needs: the islands' code and its
  // module's chunk with what that imports, each a file of the build.
  const islands = after.elements.filter((el) => attribute(el, ISLAND.module) !== undefined)
  expect(islands.map((el) => attribute(el, ISLAND.id))).toEqual(
    before.elements.flatMap((el) => (attribute(el, ISLAND.module) === undefined ? [] : [attribute(el, ISLAND.id)])),
  )
  const loaded = new Set<string>()
  for (const island of islands) {
    const module = attribute(island, ISLAND.module)!
    const listed = files(attribute(island, ISLAND.files))
    expect(new Set(listed), module).toEqual(new Set(jsOf(module).filter((file) => !jsOf(ISLAND_ENTRY).includes(file))))
    for (const file of listed) {
      expect(existsSync(fileOf(file)), file).toBe(true)
      loaded.add(file)
    }
  }
  expect(after.elements.filter((el) => attribute(el, ISLAND.files) !== undefined)).toEqual(islands)

  // Each interactive section is an island of its own code; a static section is HTML only, its code in no island's files.
  for (const section of sections) {
    const type = attribute(section, 'data-section-type') as SectionType
    const chunk = manifest[sectionModulePath(type)]
    expect(chunk, type).toBeDefined()
    const interactive = hydrationOf(type) === 'interactive'
    expect(attribute(section, ISLAND.module), `${type} an island`).toBe(interactive ? sectionModulePath(type) : undefined)
    if (!interactive) expect(loaded, `${type} chunk`).not.toContain(`/${chunk?.file}`)
  }
  return { sections, islands }
}

/** Every manifest entry a page may load from the given files: what they import, statically or when they run. */
function reachableFrom(startFiles: Iterable<string>) {
  const keyOf = new Map(Object.entries(manifest).map(([key, { file }]) => [`/${file}`, key]))
  const reached = new Set<string>()
  const waiting = [...startFiles].map((file) => keyOf.get(file) ?? file)
  for (let key = waiting.pop(); key !== undefined; key = waiting.pop()) {
    const entry = manifest[key] as (Manifest[string] & { dynamicImports?: string[] }) | undefined
    if (reached.has(key) || !entry) continue
    reached.add(key)
    waiting.push(...(entry.imports ?? []), ...(entry.dynamicImports ?? []))
  }
  return reached
}

describe('optimizeHtml on a real Vike build', () => {
  it('rewrites every prerendered page as the first paint needs', () => {
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['index.html', '404.html', 'kontakt.html']))
    let sectionCount = 0
    let islandCount = 0
    for (const { name, raw } of pages) {
      const { sections, islands } = checkPage(raw, optimizeHtml({ page: name, html: raw, manifest, readAsset }))
      sectionCount += sections.length
      islandCount += islands.length
    }
    expect(sectionCount).toBeGreaterThan(0)
    expect(islandCount).toBeGreaterThan(pages.length)
  })
})

describe('the visitor pages the build serves', () => {
  it('are the pages Vike wrote, each with its islands as optimizeHtml gave them', () => {
    expect(served.map((p) => p.name).sort()).toEqual(pages.map((p) => p.name).sort())
    const islandFiles = (html: string) => parseHtml(html).elements.flatMap((el) => attribute(el, ISLAND.files) ?? [])
    for (const { name, raw } of pages) {
      const page = served.find((p) => p.name === name)!.raw
      expect(islandFiles(page), name).toEqual(islandFiles(optimizeHtml({ page: name, html: raw, manifest, readAsset })))
    }
  })

  it("load none of Vike's runtime: no script of its own, no page data, nothing the boot script or an island fetches", () => {
    const vikeEntries = Object.entries(manifest).filter(([key]) => key.startsWith('virtual:vike') || /[\\/]node_modules[\\/]vike[\\/]/.test(key))
    // Vike's client build still makes them; no visitor page may reach them.
    expect(vikeEntries.length).toBeGreaterThan(0)
    for (const { name, raw } of served) {
      const { elements } = parseHtml(raw)
      const scripts = elements.filter((el) => el.tagName === 'script')
      expect(
        scripts.filter((el) => attribute(el, 'src') !== undefined || attribute(el, 'id') === 'vike_pageContext'),
        name,
      ).toEqual([])
      expect(
        elements.filter((el) => el.tagName === 'link' && hasToken(el, 'rel', 'modulepreload')),
        name,
      ).toEqual([])
      const { entry, imageFallback } = bootScript(elements)
      const fetched = [
        entry!,
        imageFallback!,
        ...elements.flatMap((el) => [...files(attribute(el, 'data-entry-files')), ...files(attribute(el, ISLAND.files))]),
      ]
      const reached = reachableFrom(fetched)
      for (const [key] of vikeEntries) expect(reached.has(key), `${name} reaches ${key}`).toBe(false)
      // Vike's runtime links its documentation in its messages; no file a page may load does.
      for (const key of reached)
        expect(readAsset(manifest[key]!.file).includes('vike.dev/'), `${name} loads Vike's runtime in ${manifest[key]!.file}`).toBe(false)
    }
  })

  it('have no .pageContext.json: no client-side navigation fetches one', () => {
    const all = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
    expect(all.filter((name) => name.endsWith('.html')).length).toBeGreaterThan(0)
    expect(all.filter((name) => name.includes('.pageContext.json'))).toEqual([])
  })
})
