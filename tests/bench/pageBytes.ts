import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { htmlFileOfRoute } from '../../site/pageLayout.ts'
import { assetsOf, type Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import type { SectionType } from '../../sections/types.ts'

/** Gzipped byte sizes of what a page needs before it is interactive. */
export interface PageBytes {
  /** The HTML document (inline <style> and JSON included, as they are sent). */
  html: number
  /** The HTML document compressed as the server and static hosts send it to browsers (brotli, quality 11). */
  htmlBrotli: number
  /**
   * The inline scripts, then every <script src>, <link rel="modulepreload"> and module the boot script
   * names (the page's start), and the code of the page's interactive sections (`data-interactive`), which
   * it loads to hydrate (with what that code imports), each file gzipped on its own, summed.
   */
  js: number
  /**
   * What runs before the visitor's first interaction when no island is near the first screen: the
   * inline scripts (gzipped together; the boot script, head/boot.ts, is one) and any <script src>
   * file, without the framework code the boot script starts later.
   */
  jsBeforeInteraction: number
  /** The text of all <style> tags gzipped together, plus each <link rel="stylesheet"> file gzipped on its own. */
  css: number
}

const ORIGIN = 'http://page.local'

function gzipSize(data: string | Buffer): number {
  return gzipSync(data, { level: 9 }).length
}

/** The prerendered HTML file of a route: "/" is index.html, "/a/b" is a/b.html. */
export function htmlFileOf(clientDir: string, route: string): string {
  return join(clientDir, htmlFileOfRoute(route))
}

/** The attributes of an opening tag such as `<link rel="x" href=y async>`, names lower-cased. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>()
  const body = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '')
  for (const [, name, ...values] of body.matchAll(/([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    if (name) attributes.set(name.toLowerCase(), values.find((value) => value !== undefined) ?? '')
  }
  return attributes
}

/** The local file an address in the page points to, or undefined for another origin. */
function localFile(clientDir: string, route: string, address: string): string | undefined {
  const url = new URL(address, ORIGIN + route)
  if (url.origin !== ORIGIN) return undefined
  return join(clientDir, decodeURIComponent(url.pathname))
}

function readAsset(file: string, route: string): Buffer {
  try {
    return readFileSync(file)
  } catch {
    throw new Error(`pageBytes: ${route} references ${file}, which does not exist`)
  }
}

/**
 * Gzip (level 9) sizes in bytes of a prerendered route's HTML, initial JavaScript and CSS,
 * read from the built files in clientDir (deterministic; no server, no browser).
 * Addresses on other origins are not counted: they are not in the build.
 */
export function pageBytes(clientDir: string, route: string): PageBytes {
  const htmlText = readFileSync(htmlFileOf(clientDir, route), 'utf8')

  // Set aside comments, then the bodies of <script> and <style> so text inside them is never read as tags.
  const styles: string[] = []
  const inlineScripts: string[] = []
  const markup = htmlText
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)([\s\S]*?)<\/script\s*>/gi, (_, tag: string, code: string) => {
      const type = (attributesOf(tag).get('type') ?? '').toLowerCase()
      if (code.trim() && ['', 'module', 'text/javascript'].includes(type)) inlineScripts.push(code)
      return tag
    })
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_, css: string) => {
      styles.push(css)
      return ''
    })

  const scripts = new Set<string>()
  const startedAtOnce = new Set<string>()
  const stylesheets = new Set<string>()
  for (const [tag] of markup.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag)
    if (tag.slice(1, 7).toLowerCase() === 'script') {
      // head/boot.ts names the modules it starts the page with.
      const src = attributes.get('src')
      const file = src ? localFile(clientDir, route, src) : undefined
      if (file) startedAtOnce.add(file)
      const addresses = [src, ...(attributes.get('data-modules') ?? '').split(/\s+/)]
      for (const address of addresses) {
        const file = address ? localFile(clientDir, route, address) : undefined
        if (file) scripts.add(file)
      }
      continue
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
    const href = attributes.get('href')
    const file = href ? localFile(clientDir, route, href) : undefined
    if (!file) continue
    if (rel.includes('modulepreload')) scripts.add(file)
    if (rel.includes('stylesheet')) stylesheets.add(file)
  }

  // The interactive sections' code and what it imports (Vite's manifest, beside the client folder).
  const interactive = [...markup.matchAll(/<section\b[^>]*\bdata-interactive\b[^>]*>/gi)]
  const manifest = interactive.length > 0 ? (JSON.parse(readFileSync(join(clientDir, '..', 'assets.json'), 'utf8')) as Manifest) : {}
  for (const [tag] of interactive) {
    const type = attributesOf(tag).get('data-section-type') as SectionType
    for (const file of assetsOf(manifest, sectionModulePath(type)).js) scripts.add(join(clientDir, file))
  }

  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(readAsset(file, route)), 0)
  const inlineCss = styles.join('')
  const inlineJs = inlineScripts.length > 0 ? gzipSize(inlineScripts.join('\n')) : 0
  return {
    html: gzipSize(htmlText),
    htmlBrotli: brotliCompressSync(htmlText, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    js: inlineJs + sum(scripts),
    jsBeforeInteraction: inlineJs + sum(startedAtOnce),
    css: (inlineCss ? gzipSize(inlineCss) : 0) + sum(stylesheets),
  }
}
