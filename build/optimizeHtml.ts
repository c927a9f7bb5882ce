import MagicString from 'magic-string'
import { attribute, contentRange, escapeAttribute, hasToken, locationOf, parseHtml, startTagOf } from './htmlSource.ts'
import { sectionModulePath } from '../renderer/sectionModules.ts'
import { withoutContainedFiles, withoutRepeatedRules } from './repeatedCssRules.ts'
import type { SectionType } from '../sections/types.ts'

/** Where the post-build step keeps the pages as Vike wrote them, inside the build's folder, beside its client folder. */
export const RAW_PAGES_DIR = 'vike-pages'

/** The entries of Vite's client manifest that this step reads. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

/** Every JS chunk and CSS file a manifest entry needs, following its static imports. */
export function assetsOf(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const result = { js: [] as string[], css: [] as string[] }
  const entry = manifest[key]
  if (!entry || seen.has(key)) return result
  seen.add(key)
  result.js.push(entry.file)
  result.css.push(...(entry.css ?? []))
  for (const child of entry.imports ?? []) {
    const sub = assetsOf(manifest, child, seen)
    result.js.push(...sub.js)
    result.css.push(...sub.css)
  }
  return result
}

/**
 * The given module files and the entry, each after the modules it imports (Vite's manifest tells),
 * so evaluating them one by one runs one chunk's code per step: React on its own, then the rest.
 */
function inImportOrder(manifest: Manifest, files: string[], entry: string): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, { file }]) => [`/${file}`, key]))
  const ordered = new Set<string>()
  const visit = (file: string) => {
    if (ordered.has(file)) return
    for (const key of manifest[keyOf.get(file) ?? '']?.imports ?? []) if (files.includes(`/${manifest[key]!.file}`)) visit(`/${manifest[key]!.file}`)
    ordered.add(file)
  }
  for (const file of files) visit(file)
  ordered.delete(entry)
  return [...ordered, entry]
}

/** What the step needs to rewrite one page. */
export interface OptimizeHtmlInput {
  /** Names the page in errors, e.g. "kontakt/index.html". */
  page: string
  /** The page as Vike prerendered it. */
  html: string
  /** Vite's client manifest (dist/assets.json). */
  manifest: Manifest
  /** Reads a built file by its path in the client folder, e.g. "assets/static/x.css". */
  readAsset: (file: string) => string
  /** The boot script every page inlines: head/boot.ts as the build bundled it (head/inlineScripts.ts). */
  bootScript: string
}

const isLocalPath = (href: string | undefined): href is string => !!href && href.startsWith('/') && !href.startsWith('//')

/**
 * Rewrites one prerendered page for a fast first paint:
 * - the CSP meta tag moves to the top of <head> (right after the charset), so it covers everything
 *   after it, written without React's `&#x27;` for each apostrophe, as are the head's other tags;
 * - the page's CSS, Vike's stylesheets and those of its sections' code, is inlined in one
 *   <style data-page-css> (build/criticalCss.ts later keeps only the rules its HTML uses);
 * - Vike's entry script and module preloads leave the page for the boot script (head/boot.ts, inlined
 *   at the end of <body>, with the inlined CSS files as a list), which starts them at the visitor's
 *   first interaction or when an interactive section comes near the viewport.
 * The page is read with an HTML parser and edited at the positions it reports (magic-string);
 * everything else stays as Vike wrote it. A page without a tag the step relies on (head, body, CSP
 * meta, entry script) fails the build with the page's name.
 */
export function optimizeHtml({ page, html, manifest, readAsset, bootScript }: OptimizeHtmlInput): string {
  const fail: (problem: string) => never = (problem) => {
    throw new Error(`optimizeHtml: ${page}: ${problem}`)
  }
  const { elements, head, body } = parseHtml(html)
  if (!head) fail('no <head>…</head> in the page')
  if (!body) fail('no <body>…</body> in the page')
  const edits = new MagicString(html)
  const remove = (element: (typeof elements)[number]) => edits.remove(locationOf(element).startOffset, locationOf(element).endOffset)

  const cspMetas = elements.filter((el) => el.tagName === 'meta' && attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy')
  const cspMeta = cspMetas[0] ?? fail('no <meta http-equiv="Content-Security-Policy"> in the page')
  if (cspMetas.length > 1) fail(`${cspMetas.length} Content-Security-Policy meta tags; expected one`)

  const entries = elements.filter((el) => el.tagName === 'script' && attribute(el, 'type') === 'module' && attribute(el, 'src') !== undefined)
  const entryScript = entries[0] ?? fail('no Vike entry script (<script type="module" src>) in the page')
  if (entries.length > 1) fail(`${entries.length} module scripts with src; expected only Vike's entry`)
  remove(entryScript)

  // Vike's own CSS links and module preloads.
  const stylesheets: string[] = []
  const modules: string[] = []
  for (const element of elements) {
    if (element.tagName !== 'link') continue
    const href = attribute(element, 'href')
    if (hasToken(element, 'rel', 'stylesheet') && isLocalPath(href)) stylesheets.push(href)
    else if (hasToken(element, 'rel', 'modulepreload') && href) modules.push(href)
    else continue
    remove(element)
  }

  // The sections' own code (a chunk per type): the CSS of every one (its HTML is on the first screen
  // too), and the modules of the interactive ones, which the page imports when it starts.
  const sectionsOf = (interactiveOnly: boolean) =>
    new Set(
      elements.flatMap((el) =>
        el.tagName === 'section' && (!interactiveOnly || attribute(el, 'data-interactive') !== undefined) ? (attribute(el, 'data-section-type') ?? []) : [],
      ),
    )
  const sectionAssets = (types: Set<string>) =>
    [...types].map((type) => {
      const key = sectionModulePath(type as SectionType)
      if (!manifest[key]) fail(`no client chunk for section type "${type}" (expected ${key} in the manifest)`)
      return assetsOf(manifest, key)
    })
  const sectionCss = sectionAssets(sectionsOf(false)).flatMap((assets) => assets.css.map((file) => `/${file}`))
  const interactiveModules = sectionAssets(sectionsOf(true)).flatMap((assets) => assets.js.map((file) => `/${file}`))

  // The CSP first: right after the charset declaration, which must stay at the very top. The head's
  // other tags with an apostrophe React escaped (the icon's data: URL) are written again the same way.
  const charset = elements.find((el) => el.tagName === 'meta' && attribute(el, 'charset') !== undefined && el.parentNode === head)
  remove(cspMeta)
  edits.appendLeft(charset ? locationOf(charset).endOffset : contentRange(head)[0], startTagOf(cspMeta))
  for (const element of elements) {
    const voidInHead = element.parentNode === head && (element.tagName === 'meta' || element.tagName === 'link')
    const { startOffset, endOffset } = locationOf(element)
    if (voidInHead && element !== cspMeta && html.slice(startOffset, endOffset).includes('&#x27;')) edits.overwrite(startOffset, endOffset, startTagOf(element))
  }

  // One <style> with all of it, each rule once (build/repeatedCssRules.ts). PostCSS writes any
  // "</style" in the text as "\3c /style". The boot script later adds the same files, in the same
  // order, as stylesheets: the cascade stays the one the first paint had (a section's rules after
  // those of the components it restyles).
  const pageCss = withoutContainedFiles([...new Set([...stylesheets, ...sectionCss])].map((href) => ({ href, css: readAsset(href.slice(1)) })))
  const css = withoutRepeatedRules(pageCss.map((file) => file.css).join('\n'))
  edits.appendLeft(contentRange(head)[1], `<style data-page-css>${css}</style>`)

  // The modules the page starts with, its interactive sections' among them and Vike's entry last
  // (head/boot.ts fetches them at once and evaluates them a task apart): the sections' code is ready
  // when the page hydrates.
  const startModules = inImportOrder(manifest, [...new Set([...modules, ...interactiveModules])], attribute(entryScript, 'src') ?? '')
  const bootData = { modules: startModules.join(' '), css: pageCss.map((file) => file.href).join(' ') }
  const bootAttributes = Object.entries(bootData).map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
  // Inline, so the first paint needs no request for it; a module, so it runs once the HTML is parsed.
  edits.appendLeft(contentRange(body)[1], `<script type="module"${bootAttributes.join('')}>${bootScript}</script>`)
  return edits.toString()
}
