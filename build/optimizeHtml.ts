import { sectionModulePath } from './sectionModules.ts'

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

const STYLESHEET_LINK = /<link rel="stylesheet" type="text\/css" href="\/([^"]+)">\s*/g
const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/
const SECTION_TYPE = /data-section-type="([^"]+)"/g
const ENTRY_SCRIPT = /<script src="([^"]+)" type="module" async><\/script>\s*/
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">\s*/g

/**
 * Rewrites one prerendered page for a fast first paint:
 * - the CSP meta tag moves to the top of <head>, so it covers everything after it;
 * - all the page's CSS, including that of its code-split sections, is inlined in one <style>
 *   (with disabled links naming the files, so the client never loads them a second time);
 * - the entry script, its preloaded modules and the page's section chunks are handed to
 *   public/boot.js, which starts them only after the first paint, so JavaScript never
 *   competes with the content.
 */
export function optimizeHtml(html: string, manifest: Manifest, readAsset: (file: string) => string): string {
  const cssFiles: string[] = []
  let out = html.replace(STYLESHEET_LINK, (_, file: string) => {
    cssFiles.push(file)
    return ''
  })
  const sectionTypes = new Set([...html.matchAll(SECTION_TYPE)].map((m) => m[1] as string))
  const preloads: string[] = []
  for (const type of sectionTypes) {
    const key = sectionModulePath(type)
    if (!manifest[key]) throw new Error(`No client chunk for section type "${type}" (expected ${key} in the manifest)`)
    const { js, css } = assetsOf(manifest, key)
    cssFiles.push(...css)
    preloads.push(...js)
  }
  const css = [...new Set(cssFiles)].map(readAsset).join('\n')

  const cspMeta = out.match(CSP_META)?.[0]
  if (cspMeta) out = out.replace(cspMeta, '').replace('<meta charset="UTF-8" />', `<meta charset="UTF-8" />${cspMeta}`)
  // Disabled links are never fetched or applied; they tell Vite's loader these files are
  // already on the page, so hydration does not download and apply the same CSS again.
  const markers = [...new Set(cssFiles)].map((file) => `<link rel="stylesheet" href="/${file}" disabled>`).join('')
  out = out.replace('</head>', `<style>${css}</style>${markers}</head>`)

  // The entry script and every module it needs start only after the first paint (public/boot.js).
  const entry = out.match(ENTRY_SCRIPT)?.[1]
  if (!entry) throw new Error('No Vike entry script found in the page')
  const modules = [...out.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string)
  for (const file of preloads) if (!modules.includes(`/${file}`)) modules.push(`/${file}`)
  out = out.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, '')
  // Shared chunks first and page entries last, so each evaluation step stays small.
  modules.sort((a, b) => Number(a.includes('/entries/')) - Number(b.includes('/entries/')))
  return out.replace('</body>', `<script type="module" src="/boot.js" data-entry="${entry}" data-modules="${modules.join(' ')}"></script></body>`)
}
