// @vitest-environment node
// optimizeHtml on what Vike really writes: the site build keeps its pages as Vike wrote them
// (build/postbuild.ts, in dist/vike-pages), and every one is checked against what optimizeHtml makes of it.
import { readFileSync, readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'
import { beforeAll, describe, expect, it } from 'vitest'
import { attribute, hasToken, parseHtml, type HtmlElement } from '../../build/htmlSource.ts'
import { assetsOf, optimizeHtml, RAW_PAGES_DIR, type Manifest } from '../../build/optimizeHtml.ts'
import { builtInlineScripts } from '../../head/inlineScripts.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { hydrationOf } from '../../sections/definitions.ts'
import type { SectionType } from '../../sections/types.ts'
import { ensureBuilt } from '../builds.ts'

const DIST_DIR = 'dist'
const CLIENT_DIR = join(DIST_DIR, 'client')

interface BuiltPage {
  name: string
  raw: string
}

let pages: BuiltPage[] = []
let manifest: Manifest = {}
let bundledBootScript = ''
const readAsset = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8')

beforeAll(async () => {
  // `npm test` has built the site by now; run alone, this builds it if missing or out of date.
  await ensureBuilt('site')
  manifest = JSON.parse(readFileSync(join(DIST_DIR, 'assets.json'), 'utf8')) as Manifest
  bundledBootScript = builtInlineScripts(DIST_DIR).boot
  const rawDir = join(DIST_DIR, RAW_PAGES_DIR)
  pages = readdirSync(rawDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ name, raw: readFileSync(join(rawDir, name), 'utf8') }))
}, 300_000)

const isStylesheet = (el: HtmlElement) => el.tagName === 'link' && hasToken(el, 'rel', 'stylesheet')
const fileOf = (href: string) => join(CLIENT_DIR, href.replace(/^\//, ''))

/** What the optimised page hands to head/boot.ts, which it inlines as the one module script. */
function bootScript(elements: HtmlElement[]) {
  const scripts = elements.filter((el) => el.tagName === 'script' && attribute(el, 'type') === 'module')
  expect(scripts).toHaveLength(1)
  const script = scripts[0] as HtmlElement
  expect(attribute(script, 'src')).toBeUndefined()
  expect(script.childNodes.map((node) => ('value' in node ? node.value : '')).join('')).toBe(bundledBootScript)
  const list = (name: string) => (attribute(script, name) ?? '').split(' ').filter(Boolean)
  return { modules: list('data-modules'), css: list('data-css') }
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
  // boot script adds Vike's stylesheets when the page starts. (Mantine components such as the carousel
  // also render a small inline <style> of their own CSS variables beside themselves; that is no CSS
  // file, so it is left out here.)
  const styles = after.elements.filter((el) => el.tagName === 'style' && attribute(el, 'data-mantine-styles') !== 'inline')
  expect(styles).toHaveLength(1)
  const rawCss = before.elements.filter(isStylesheet).map((el) => attribute(el, 'href') ?? '')
  expect(rawCss.length).toBeGreaterThan(0)
  expect(after.elements.filter(isStylesheet)).toEqual([])
  const { modules, css } = bootScript(after.elements)
  const sections = after.elements.filter((el) => attribute(el, 'data-section-type') !== undefined)
  const sectionCss = sections.flatMap((section) => assetsOf(manifest, sectionModulePath(attribute(section, 'data-section-type') as SectionType)).css)
  // The boot script adds the same files as stylesheets, in the order of the inlined rules: Vike's, then
  // the sections', leaving out each file whose every rule an earlier listed one holds (framework.css
  // holds the layout's components, which Vike also links one file each).
  const all = [...new Set([...rawCss, ...sectionCss.map((file) => `/${file}`)])]
  expect(css).toEqual(all.filter((href) => css.includes(href)))
  expect(css).toContain(rawCss[0])
  expect(css).toEqual(expect.arrayContaining(sectionCss.map((file) => `/${file}`)))
  const rulesOf = (href: string) => postcss.parse(readAsset(href.slice(1))).nodes.map((node) => node.toString())
  for (const href of all.filter((href) => !css.includes(href))) {
    const earlier = new Set(css.filter((kept) => all.indexOf(kept) < all.indexOf(href)).flatMap(rulesOf))
    for (const rule of rulesOf(href)) expect(earlier.has(rule), `${href} left out, yet ${rule} is in no earlier file`).toBe(true)
  }
  const styleText = (styles[0]?.childNodes ?? []).map((node) => ('value' in node ? node.value : '')).join('')
  // Every rule of every file is there (a rule a later file repeats, once: build/repeatedCssRules.ts).
  for (const file of [...rawCss.map((href) => href.slice(1)), ...sectionCss])
    for (const rule of postcss.parse(readAsset(file)).nodes) expect(styleText, file).toContain(rule.toString())

  // No preloads or other module scripts left: everything goes through the boot script, whose files
  // exist, each after the modules it imports, and Vike's entry last.
  expect(after.elements.filter((el) => el.tagName === 'link' && hasToken(el, 'rel', 'modulepreload'))).toEqual([])
  const rawEntry = before.elements.find((el) => el.tagName === 'script' && attribute(el, 'type') === 'module')
  expect(modules.at(-1)).toBe(attribute(rawEntry as HtmlElement, 'src'))
  for (const file of modules) expect(existsSync(fileOf(file)), file).toBe(true)
  const rawPreloads = before.elements.filter((el) => el.tagName === 'link' && hasToken(el, 'rel', 'modulepreload')).map((el) => attribute(el, 'href'))
  expect(modules).toEqual(expect.arrayContaining(rawPreloads))
  const keyOf = new Map(Object.entries(manifest).map(([key, { file }]) => [`/${file}`, key]))
  for (const [index, file] of modules.entries())
    for (const imported of manifest[keyOf.get(file) ?? '']?.imports ?? []) {
      const position = modules.indexOf(`/${manifest[imported]!.file}`)
      if (position >= 0) expect(position, `${imported} before ${file}`).toBeLessThan(index)
    }

  // The code of the page's interactive sections is among the modules it starts with (fetched with the
  // framework, not after it), each with every chunk it imports; a static section's never is.
  for (const section of sections) {
    const type = attribute(section, 'data-section-type') as SectionType
    const chunk = manifest[sectionModulePath(type)]
    expect(chunk, type).toBeDefined()
    const interactive = hydrationOf(type) === 'interactive'
    expect(attribute(section, 'data-interactive') !== undefined, `${type} marked interactive`).toBe(interactive)
    if (interactive) expect(modules, `${type} chunks`).toEqual(expect.arrayContaining(assetsOf(manifest, sectionModulePath(type)).js.map((file) => `/${file}`)))
    else expect(modules, `${type} chunk`).not.toContain(`/${chunk?.file}`)
  }
  return { sections }
}

describe('optimizeHtml on a real Vike build', () => {
  it('rewrites every prerendered page as the first paint needs', () => {
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['index.html', '404.html', 'kontakt.html']))
    let sectionCount = 0
    for (const { name, raw } of pages) {
      sectionCount += checkPage(raw, optimizeHtml({ page: name, html: raw, manifest, readAsset, bootScript: bundledBootScript })).sections.length
    }
    expect(sectionCount).toBeGreaterThan(0)
  })
})
