// @vitest-environment node
// optimizeHtml on what Vike really writes: one `vike build` into a folder of its own, then every page checked.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import postcss from 'postcss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attribute, hasToken, parseHtml, type HtmlElement } from '../../build/htmlSource.ts'
import { optimizeHtml, type Manifest } from '../../build/optimizeHtml.ts'
import { bootScript as minifiedBootScript } from '../../head/bootScript.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { hydrationOf } from '../../sections/definitions.ts'
import type { Hydration } from '../../sections/defineSection.ts'
import type { SectionType } from '../../sections/types.ts'

// Inside the project: Vike 0.4 cannot build into a folder outside its root.
const OUT_DIR = `node_modules/.tmp/optimize-html-test-${process.pid}`
const CLIENT_DIR = join(OUT_DIR, 'client')

interface BuiltPage {
  name: string
  raw: string
}

let pages: BuiltPage[] = []
let manifest: Manifest = {}
const readAsset = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8')

beforeAll(() => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')))
  execFileSync(process.execPath, ['node_modules/vike/bin.js', 'build'], {
    env: { ...env, VITE_CONFIG: JSON.stringify({ build: { outDir: OUT_DIR }, logLevel: 'error' }) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  manifest = JSON.parse(readFileSync(join(OUT_DIR, 'assets.json'), 'utf8')) as Manifest
  pages = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => ({ name, raw: readFileSync(join(CLIENT_DIR, name), 'utf8') }))
}, 120_000)

afterAll(() => rmSync(OUT_DIR, { recursive: true, force: true }))

const isStylesheet = (el: HtmlElement) => el.tagName === 'link' && hasToken(el, 'rel', 'stylesheet')
const fileOf = (href: string) => join(CLIENT_DIR, href.replace(/^\//, ''))

/** What the optimised page hands to head/boot.js, which it inlines as the one module script. */
function bootScript(elements: HtmlElement[]) {
  const scripts = elements.filter((el) => el.tagName === 'script' && attribute(el, 'type') === 'module')
  expect(scripts).toHaveLength(1)
  const script = scripts[0] as HtmlElement
  expect(attribute(script, 'src')).toBeUndefined()
  expect(script.childNodes.map((node) => ('value' in node ? node.value : '')).join('')).toBe(minifiedBootScript())
  const list = (name: string) => (attribute(script, name) ?? '').split(' ').filter(Boolean)
  const islandCode = Object.fromEntries(
    script.attrs.filter((attr) => attr.name.startsWith('data-code-')).map((attr) => [attr.name.slice('data-code-'.length), attr.value.split(' ')]),
  )
  return { islandModules: list('data-island-entry'), modules: list('data-modules'), islands: list('data-islands'), islandCode }
}

/** Checks one optimised page against the raw page Vike wrote. */
function checkPage(raw: string, out: string, hydration: (type: SectionType) => Hydration = hydrationOf) {
  const before = parseHtml(raw)
  const after = parseHtml(out)

  // CSP first: only the charset declaration may come before it.
  const headElements = after.elements.filter((el) => el.parentNode === after.head)
  const isCsp = (el: HtmlElement) => attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy'
  expect(after.elements.filter(isCsp)).toHaveLength(1)
  const cspIndex = headElements.findIndex(isCsp)
  expect(cspIndex).toBeGreaterThanOrEqual(0)
  expect(headElements.slice(0, cspIndex).every((el) => attribute(el, 'charset') !== undefined)).toBe(true)

  // One <style> with every CSS file of the page, led by the list of those files, and no stylesheet links.
  // (Mantine components such as the carousel also render a small inline <style> of their own CSS
  // variables beside themselves; that is no CSS file, so it is left out here.)
  const styles = after.elements.filter((el) => el.tagName === 'style' && attribute(el, 'data-mantine-styles') !== 'inline')
  expect(styles).toHaveLength(1)
  const rawCss = before.elements.filter(isStylesheet).map((el) => (attribute(el, 'href') ?? '').slice(1))
  expect(rawCss.length).toBeGreaterThan(0)
  expect(after.elements.filter(isStylesheet)).toEqual([])
  const styleText = (styles[0]?.childNodes ?? []).map((node) => ('value' in node ? node.value : '')).join('')
  const markers = (/^\/\* stylesheets: ([^*]*) \*\//.exec(styleText)?.[1] ?? '').split(' ').map((href) => href.slice(1))
  expect(markers).toEqual(expect.arrayContaining(rawCss))
  // Every rule of every file is there (a rule a later file repeats, once: build/repeatedCssRules.ts).
  for (const file of markers) for (const rule of postcss.parse(readAsset(file)).nodes) expect(styleText, file).toContain(rule.toString())

  // No preloads or other module scripts left: everything goes through the boot script, whose files exist.
  expect(after.elements.filter((el) => el.tagName === 'link' && hasToken(el, 'rel', 'modulepreload'))).toEqual([])
  const rawEntry = before.elements.find((el) => el.tagName === 'script' && attribute(el, 'type') === 'module')
  const { islandModules, modules, islands, islandCode } = bootScript(after.elements)
  // Vike's entry comes last, after the page entries, which follow the shared chunks.
  expect(modules.at(-1)).toBe(attribute(rawEntry as HtmlElement, 'src'))
  for (const file of [...modules, ...islandModules]) expect(existsSync(fileOf(file)), file).toBe(true)
  // Each island's own code: only islands have it, the island entry's modules are not repeated, and the files exist.
  for (const [id, files] of Object.entries(islandCode)) {
    expect(islands, `data-code-${id}`).toContain(id)
    for (const file of files) {
      expect(islandModules, `data-code-${id}`).not.toContain(file)
      expect(existsSync(fileOf(file)), file).toBe(true)
    }
  }
  // The island entry, then the modules it imports, exactly where there are islands.
  expect(islandModules.length > 0, 'an island entry exactly where there are islands').toBe(islands.length > 0)
  if (islandModules.length > 0) expect(islandModules[0]).toMatch(/^\/assets\/entries\/islands\./)
  const rawPreloads = before.elements.filter((el) => el.tagName === 'link' && hasToken(el, 'rel', 'modulepreload')).map((el) => attribute(el, 'href'))
  expect(modules).toEqual(expect.arrayContaining(rawPreloads))
  const firstEntry = modules.findIndex((file) => file.includes('/entries/'))
  if (firstEntry >= 0) expect(modules.slice(firstEntry).every((file) => file.includes('/entries/'))).toBe(true)

  // Every section's CSS is inlined and no section's code is among the page's modules: an island (a
  // section that hydrates with the page or when visible) loads its own, listed as its code; a static
  // one never does.
  const sections = after.elements.filter((el) => attribute(el, 'data-section-type') !== undefined)
  for (const section of sections) {
    const type = attribute(section, 'data-section-type') as SectionType
    const chunk = manifest[sectionModulePath(type)]
    expect(chunk, type).toBeDefined()
    expect(modules, `${type} chunk`).not.toContain(`/${chunk?.file}`)
    const id = attribute(section, 'id') ?? ''
    expect(islands.includes(id), `${type} an island`).toBe(hydration(type) !== 'static')
    if (islands.includes(id)) expect(islandCode[id], `${type} code`).toContain(`/${chunk?.file}`)
    else expect(Object.values(islandCode).flat(), `${type} code`).not.toContain(`/${chunk?.file}`)
    for (const css of chunk?.css ?? []) expect(markers, type).toContain(css)
  }
  return { sections }
}

describe('optimizeHtml on a real Vike build', () => {
  it('rewrites every prerendered page as the first paint needs', () => {
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['index.html', '404.html', 'kontakt.html']))
    let sectionCount = 0
    for (const { name, raw } of pages) {
      sectionCount += checkPage(raw, optimizeHtml({ page: name, html: raw, manifest, readAsset })).sections.length
    }
    expect(sectionCount).toBeGreaterThan(0)
  })

  it('makes no island of a section whose definition says static, but still inlines its CSS', () => {
    const blog = pages.find((p) => p.name === 'blog.html') as BuiltPage
    const types = [...blog.raw.matchAll(/data-section-type="([^"]+)"/g)].map((m) => m[1] as SectionType)
    const loadType = types.find((type) => hydrationOf(type) === 'load') as SectionType
    expect(loadType).toBeDefined()
    const hydration = (type: SectionType) => (type === loadType ? 'static' : hydrationOf(type))
    const out = optimizeHtml({ page: blog.name, html: blog.raw, manifest, readAsset, hydrationOf: hydration })
    checkPage(blog.raw, out, hydration)
    const loadSection = parseHtml(out).elements.find((el) => attribute(el, 'data-section-type') === loadType)
    expect(bootScript(parseHtml(out).elements).islands).not.toContain(attribute(loadSection as HtmlElement, 'id'))
  })
})
