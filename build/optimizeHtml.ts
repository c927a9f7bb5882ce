import MagicString from 'magic-string'
import { attribute, contentRange, escapeAttribute, hasToken, locationOf, parseHtml, startTagOf } from './htmlSource.ts'
import { sectionModulePath } from '../sections/sectionModules.ts'
import { withoutContainedFiles, withoutRepeatedRules } from './repeatedCssRules.ts'
import { ISLAND } from '../islands/islandAttributes.ts'
import type { SectionType } from '../sections/types.ts'

/** Where the post-build step keeps the pages as Vike wrote them, inside the build's folder, beside its client folder. */
export const RAW_PAGES_DIR = 'vike-pages'

/** The entries of Vite's client manifest that this step reads. */
export type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>

/**
 * Every JS chunk and CSS file a manifest entry needs, following its static imports: its own chunk
 * first, and the CSS in the order the modules run, the stylesheets of the chunks it imports before its
 * own (a component's rules before those of the section that restyles it, whichever chunk holds each).
 */
export function assetsOf(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const result = { js: [] as string[], css: [] as string[] }
  const entry = manifest[key]
  if (!entry || seen.has(key)) return result
  seen.add(key)
  result.js.push(entry.file)
  for (const child of entry.imports ?? []) {
    const sub = assetsOf(manifest, child, seen)
    result.js.push(...sub.js)
    result.css.push(...sub.css)
  }
  result.css.push(...(entry.css ?? []))
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
}

const isLocalPath = (href: string | undefined): href is string => !!href && href.startsWith('/') && !href.startsWith('//')

/**
 * Rewrites one prerendered page for a fast first paint:
 * - the CSP meta tag moves to the top of <head> (right after the charset), so it covers everything
 *   after it, written without React's `&#x27;` for each apostrophe, as are the head's other tags;
 * - the page's CSS, Vike's stylesheets and those of its sections' code, is inlined in one
 *   <style data-page-css> (build/criticalCss.ts later keeps only the rules its HTML uses), and the
 *   boot script (islands/boot/boot.ts) gets the files as a list, to add them whole once an island starts;
 * - the modules the boot script may load, named by their source paths in the page (data-entry,
 *   data-image-fallback), become their built files, and each island gets the files its module needs
 *   with the islands' code (data-files), to fetch them at once when it starts;
 * - where a measurement tag is configured, the tags' runtime that their loader imports (its
 *   data-runtime) becomes its built files: its chunk, then those it imports; the boot script's
 *   data-vitals, where the build measures real visitors' speed, becomes its built chunk.
 * The page is read with an HTML parser and edited at the positions it reports (magic-string);
 * everything else stays as Vike wrote it. A page without a tag the step relies on (head, body, CSP
 * meta, boot script) or a module the build did not emit fails the build with the page's name.
 */
export function optimizeHtml({ page, html, manifest, readAsset }: OptimizeHtmlInput): string {
  const fail: (problem: string) => never = (problem) => {
    throw new Error(`optimizeHtml: ${page}: ${problem}`)
  }
  const { elements, head, body } = parseHtml(html)
  if (!head) fail('no <head>…</head> in the page')
  if (!body) fail('no <body>…</body> in the page')
  const edits = new MagicString(html)
  const remove = (element: (typeof elements)[number]) => edits.remove(locationOf(element).startOffset, locationOf(element).endOffset)
  /** Adds attributes at the end of an element's start tag. */
  const addAttributes = (element: (typeof elements)[number], attributes: Record<string, string>) =>
    edits.appendLeft(
      locationOf(element).startTag!.endOffset - 1,
      Object.entries(attributes)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join(''),
    )
  /** Every built file a module needs (its chunk and what that imports), by its source path. */
  const filesOf = (module: string) => {
    if (!manifest[module]) fail(`no client chunk for ${module} in the manifest`)
    return assetsOf(manifest, module)
  }

  const cspMetas = elements.filter((el) => el.tagName === 'meta' && attribute(el, 'http-equiv')?.toLowerCase() === 'content-security-policy')
  const cspMeta = cspMetas[0] ?? fail('no <meta http-equiv="Content-Security-Policy"> in the page')
  if (cspMetas.length > 1) fail(`${cspMetas.length} Content-Security-Policy meta tags; expected one`)

  const bootTags = elements.filter((el) => el.tagName === 'script' && attribute(el, 'data-entry') !== undefined)
  const bootTag = bootTags[0] ?? fail('no boot script (<script data-entry>) in the page')
  if (bootTags.length > 1) fail(`${bootTags.length} boot scripts; expected one`)

  // Vike's own CSS links.
  const stylesheets: string[] = []
  for (const element of elements) {
    const href = attribute(element, 'href')
    if (element.tagName !== 'link' || !hasToken(element, 'rel', 'stylesheet') || !isLocalPath(href)) continue
    stylesheets.push(href)
    remove(element)
  }

  // The CSS of every section's code (a chunk per type): its HTML is on the first screen too.
  const sectionTypes = new Set(elements.flatMap((el) => (el.tagName === 'section' ? (attribute(el, 'data-section-type') ?? []) : [])))
  const sectionCss = [...sectionTypes].flatMap((type) => filesOf(sectionModulePath(type as SectionType)).css.map((file) => `/${file}`))
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

  // The boot script's modules as built, and the page's CSS files.
  const builtFile = (name: string) => {
    const path = attribute(bootTag, name)?.slice(1) ?? fail(`the boot script has no ${name}`)
    return `/${filesOf(path).js[0]}`
  }
  const entryFiles = filesOf(attribute(bootTag, 'data-entry')!.slice(1)).js.map((file) => `/${file}`)
  const bootData = {
    'data-entry': builtFile('data-entry'),
    'data-entry-files': entryFiles.join(' '),
    'data-image-fallback': builtFile('data-image-fallback'),
    'data-css': pageCss.map((file) => file.href).join(' '),
    // Where the build measures speed, its module's built chunk alone: loaded once the page is idle, it fetches what it imports then.
    ...(attribute(bootTag, 'data-vitals') !== undefined && { 'data-vitals': builtFile('data-vitals') }),
  }
  const bootAttributes = [...bootTag.attrs.filter(({ name }) => !(name in bootData)), ...Object.entries(bootData).map(([name, value]) => ({ name, value }))]
  edits.overwrite(locationOf(bootTag).startOffset, contentRange(bootTag)[0], startTagOf({ ...bootTag, attrs: bootAttributes }))
  // The tags' loader, where a tag is configured: the tags' runtime as built, its chunk first, then what that imports.
  const tagsTag = elements.find((el) => el.tagName === 'script' && attribute(el, 'data-tags') !== undefined)
  if (tagsTag) {
    const runtime = attribute(tagsTag, 'data-runtime')?.slice(1) ?? fail("the tags' loader has no data-runtime")
    const runtimeFiles = filesOf(runtime).js.map((file) => `/${file}`)
    const attrs = tagsTag.attrs.map(({ name, value }) => ({ name, value: name === 'data-runtime' ? runtimeFiles.join(' ') : value }))
    edits.overwrite(locationOf(tagsTag).startOffset, contentRange(tagsTag)[0], startTagOf({ ...tagsTag, attrs }))
  }
  // Each island: its module's files but those of the islands' code (the boot script's data-entry-files,
  // listed once for the page), which it fetches together with them when it starts.
  for (const island of elements) {
    const module = attribute(island, ISLAND.module)
    if (module === undefined) continue
    const files = filesOf(module)
      .js.map((file) => `/${file}`)
      .filter((file) => !entryFiles.includes(file))
    addAttributes(island, { [ISLAND.files]: files.join(' ') })
  }
  return edits.toString()
}
