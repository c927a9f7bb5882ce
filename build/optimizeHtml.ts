import { hydrationOf as definedHydration } from '../sections/definitions.ts'
import type { Hydration } from '../sections/defineSection.ts'
import type { SectionType } from '../sections/types.ts'
import { attribute, escapeAttribute, hasToken, parseHtml, SourceEdits, startTagOf } from './htmlSource.ts'
import { sectionModulePath } from '../renderer/sectionModules.ts'
import { ISLAND_ENTRY } from '../renderer/vitePluginIslandChunks.ts'
import { stripStaticProps } from './stripStaticProps.ts'
import { withoutRepeatedRules } from './repeatedCssRules.ts'
import { bootScript as minifiedBootScript } from '../head/bootScript.ts'
import { SECTION_ID_PATTERN } from '../schemas/shared.ts'

/** An island's id names its attribute data-code-{id}; the content schema already requires this form. */
const SECTION_ID = new RegExp(SECTION_ID_PATTERN)

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
  /** How sections of a type hydrate; by default their definitions' (sections/<Name>/section.ts). */
  hydrationOf?: (type: SectionType) => Hydration
  /** The boot script every page inlines; by default head/boot.js, minified (head/bootScript.ts). */
  bootScript?: string
}

/**
 * The first line of a page's full CSS: the stylesheets it joins, in order. head/boot.js reads it
 * when the framework starts and marks each as on the page (a disabled <link>), so Vite's loader
 * never adds them a second time; the first paint's HTML carries no such list.
 */
function stylesheetsComment(files: string[]): string {
  return `/* stylesheets: ${files.map((file) => `/${file}`).join(' ')} */`
}

const isLocalPath = (href: string | undefined): href is string => !!href && href.startsWith('/') && !href.startsWith('//')

/**
 * Rewrites one prerendered page for a fast first paint:
 * - the CSP meta tag moves to the top of <head> (right after the charset), so it covers everything after it,
 *   written without React's `&#x27;` for each apostrophe, as are the head's other meta and link tags;
 * - all the page's CSS, including that of its code-split sections, is inlined in one <style>
 *   (led by a comment naming the files, whose full text the boot script loads when the framework starts);
 * - the entry script, its preloaded modules and the chunks of the page's hydrated sections are handed
 *   to the boot script (head/boot.js, inlined at the end of <body>) with the ids of the page's
 *   islands (the sections that hydrate) and the island entry; it starts the page when the visitor
 *   first interacts, and the islands alone when one comes near the viewport before that, so a page
 *   whose first screen is plain HTML loads no framework code at all until it is used. How each section hydrates comes from its definition (`hydrationOf`), never from
 *   the HTML: a `static` one's CSS is inlined but its chunk is not loaded, a `visible` one loads its
 *   chunk itself, later; the props of both leave the page data (build/stripStaticProps.ts).
 * The page is read with an HTML parser and edited at the positions it reports; everything else
 * stays as Vike wrote it. A page without a tag the step relies on (head, body, CSP meta, entry
 * script) fails the build with the page's name.
 */
export function optimizeHtml({
  page,
  html,
  manifest,
  readAsset,
  hydrationOf = definedHydration,
  bootScript = minifiedBootScript(),
}: OptimizeHtmlInput): string {
  const fail: (problem: string) => never = (problem) => {
    throw new Error(`optimizeHtml: ${page}: ${problem}`)
  }
  const { elements, head, body } = parseHtml(html)
  if (!head) fail('no <head>…</head> in the page')
  if (!body) fail('no <body>…</body> in the page')
  const edits = new SourceEdits(html)

  const cspMetas = elements.filter((el) => el.tagName === 'meta' && attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy')
  const cspMeta = cspMetas[0] ?? fail('no <meta http-equiv="Content-Security-Policy"> in the page')
  if (cspMetas.length > 1) fail(`${cspMetas.length} Content-Security-Policy meta tags; expected one`)

  const entries = elements.filter((el) => el.tagName === 'script' && attribute(el, 'type') === 'module' && attribute(el, 'src') !== undefined)
  const entryScript = entries[0] ?? fail('no Vike entry script (<script type="module" src>) in the page')
  if (entries.length > 1) fail(`${entries.length} module scripts with src; expected only Vike's entry`)
  const entry = attribute(entryScript, 'src') ?? ''

  // React puts the image preloads it emits at the start of what it renders, inside Vike's #root,
  // where the browser's Preact renders none: hydrating the page would then move every child of
  // the root, and a field the visitor is typing in would lose its focus. Right before #root they
  // are fetched as early, and the root holds only what the page renders.
  const root = elements.find((el) => el.tagName === 'div' && attribute(el, 'id') === 'root')
  for (const link of root ? elements.filter((el) => el.parentNode === root && el.tagName === 'link') : []) {
    edits.remove(link)
    edits.insertBefore(root!, edits.sourceOf(link))
  }

  // Vike's own CSS links and module preloads.
  const cssFiles: string[] = []
  const modules: string[] = []
  for (const element of elements) {
    if (element.tagName !== 'link') continue
    const href = attribute(element, 'href')
    if (hasToken(element, 'rel', 'stylesheet') && isLocalPath(href) && attribute(element, 'disabled') === undefined) {
      cssFiles.push(href.slice(1))
      edits.remove(element)
    } else if (hasToken(element, 'rel', 'modulepreload') && href) {
      modules.push(href)
      edits.remove(element)
    }
  }

  // The page's sections, read from its data; the props of those that do not hydrate with the page
  // leave it (static ones never read them, those that hydrate when visible fetch them then), and so
  // do the page's head values (build/stripStaticProps.ts).
  const pageData = elements.find((el) => el.tagName === 'script' && attribute(el, 'id') === 'vike_pageContext')
  const deferred = pageData ? stripStaticProps(edits.contentOf(pageData), hydrationOf, fail) : { serialized: '', sections: [] }
  if (pageData) edits.replaceContent(pageData, deferred.serialized)

  // The code-split sections' CSS. Their code is not listed: an island near the viewport loads its own
  // (renderer/islandEntry.tsx), and the page loads the rest as it hydrates.
  for (const type of new Set(deferred.sections.map((section) => section.type))) {
    const key = sectionModulePath(type)
    if (!manifest[key]) fail(`no client chunk for section type "${type}" (expected ${key} in the manifest)`)
    cssFiles.push(...assetsOf(manifest, key).css)
  }

  // The CSP first: right after the charset declaration, which must stay at the very top.
  const charset = elements.find((el) => el.tagName === 'meta' && attribute(el, 'charset') !== undefined && el.parentNode === head)
  edits.remove(cspMeta)
  if (charset) edits.insertAfter(charset, startTagOf(cspMeta))
  else edits.insertAfterStartTag(head, startTagOf(cspMeta))
  // The head's other tags with an apostrophe React escaped (the icon's data: URL) are written again
  // the same way: within the first round trip, every byte counts.
  for (const element of elements) {
    const voidInHead = element.parentNode === head && (element.tagName === 'meta' || element.tagName === 'link')
    if (voidInHead && element !== cspMeta && edits.sourceOf(element).includes('&#x27;')) edits.replaceStartTag(element, startTagOf(element))
  }

  // One <style> with all of it, led by the list of its files (build/criticalCss.ts later reduces the
  // inline rules to what the HTML uses; the full text, list included, becomes one file that
  // head/boot.js puts back once the framework runs: build/fullCss.ts).
  const uniqueCss = [...new Set(cssFiles)]
  if (uniqueCss.some((file) => /[\s*]/.test(file))) fail(`a stylesheet name contains a space or "*": ${uniqueCss.join(', ')}`)
  // A rule that a later file repeats is kept at its last place only (build/repeatedCssRules.ts);
  // PostCSS writes any "</style" in the text as "\3c /style", so nothing ends the <style> early.
  const css = withoutRepeatedRules(`${stylesheetsComment(uniqueCss)}\n${uniqueCss.map(readAsset).join('\n')}`)
  edits.insertBeforeEndTag(head, `<style data-page-css>${css}</style>`)

  // Every module the page's start needs, on the first interaction (head/boot.js): shared chunks
  // first, so each evaluation step stays small, then the page entries, and Vike's entry last.
  const uniqueModules = [...new Set(modules)].sort((a, b) => Number(a.includes('/entries/')) - Number(b.includes('/entries/')))
  const hydratingAs = (hydration: Hydration[]) => deferred.sections.filter((section) => hydration.includes(section.hydration))
  const islandSections = hydratingAs(['load', 'visible'])
  const islands = islandSections.map((section) => section.id)
  // An island near the viewport before that starts the island entry, which hydrates the islands alone.
  // The islands that wait to be visible fetch their props from the page's data (renderer/deferredProps.ts).
  // Empty lists are left out: every byte counts towards the first round trip.
  // Its static imports follow it, so the boot script fetches them all at once.
  if (islands.length > 0 && !manifest[ISLAND_ENTRY]) fail(`no island entry (expected ${ISLAND_ENTRY} in the manifest)`)
  const islandModules = islands.length > 0 ? assetsOf(manifest, ISLAND_ENTRY).js.map((file) => `/${file}`) : []
  // Each island's own code beyond the island entry's (data-code-{id}), so the boot script fetches it
  // beside the entry for the islands near the viewport, not a round trip later when the entry asks for it.
  const islandCode = islandSections.map(({ id, type }): [name: string, files: string] => {
    if (!SECTION_ID.test(id)) fail(`the island id "${id}" cannot name an attribute (data-code-${id})`)
    const files = assetsOf(manifest, sectionModulePath(type)).js.map((file) => `/${file}`)
    return [`code-${id}`, files.filter((file) => !islandModules.includes(file)).join(' ')]
  })
  const bootData = {
    'island-entry': islandModules.join(' '),
    modules: [...uniqueModules, entry].join(' '),
    islands: islands.join(' '),
    'visible-islands': hydratingAs(['visible'])
      .map((section) => section.id)
      .join(' '),
    ...Object.fromEntries(islandCode),
  }
  const bootAttributes = Object.entries(bootData).flatMap(([name, value]) => (value ? [` data-${name}="${escapeAttribute(value)}"`] : []))
  edits.remove(entryScript)
  // Inline, so the first paint needs no request for it; a module, so it runs once the HTML is parsed.
  edits.insertBeforeEndTag(body, `<script type="module"${bootAttributes.join('')}>${bootScript}</script>`)
  return edits.apply()
}
