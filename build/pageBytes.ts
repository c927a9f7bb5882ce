import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { htmlFileOfRoute } from '../site/pageLayout.ts'
import { ISLAND } from '../islands/islandAttributes.ts'

/** Gzipped byte sizes of a prerendered page and of what it runs. */
export interface PageBytes {
  /** The HTML document (inline <style> and JSON included, as they are sent). */
  html: number
  /** The HTML document compressed as the server and static hosts send it to browsers (brotli, quality 11). */
  htmlBrotli: number
  /**
   * All the JavaScript the page may run without leaving it: the inline scripts, then every file its
   * islands fetch when they start (their data-files: the islands' code with React, and each island's
   * own module with what it imports) and, when a measurement tag is configured, the tags' runtime its
   * loader fetches with consent (data-runtime), each file gzipped on its own and counted once, summed.
   */
  js: number
  /**
   * What runs before the visitor's first interaction when no island is near the first screen: the
   * inline scripts (gzipped together: the head's consent script, the boot script islands/boot/boot.ts and, when
   * a measurement tag is configured, the tags' loader) and any <script src> file.
   */
  jsBeforeInteraction: number
  /** The text of all <style> tags gzipped together, plus each <link rel="stylesheet"> file gzipped on its own. */
  css: number
}

/** An island of a page (islands/) and the JavaScript it fetches when it starts. */
export interface IslandBytes {
  /** Its id on the page (data-island-id). */
  id: string
  /** The module it is rendered from (data-island). */
  module: string
  /** The files it fetches when it starts: the islands' code (data-entry-files) and its own data-files, e.g. "/assets/chunks/chunk-x.js". */
  files: string[]
  /** Those files, each gzipped on its own, summed. */
  js: number
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

/** A prerendered page as this file reads it: its text, its markup with script and style bodies set aside, and those bodies. */
function readPage(clientDir: string, route: string) {
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
  /** The attributes of every start tag whose name matches `names`. */
  const tags = (names: string) => [...markup.matchAll(new RegExp(`<(?:${names})\\b[^>]*>`, 'gi'))].map(([tag]) => ({ tag, attributes: attributesOf(tag) }))
  return { htmlText, styles, inlineScripts, tags }
}

/** The inline scripts of a prerendered route gzipped together (as they travel, inside the HTML), bytes; 0 without any. */
export function inlineScriptBytes(clientDir: string, route: string): number {
  const { inlineScripts } = readPage(clientDir, route)
  return inlineScripts.length > 0 ? gzipSize(inlineScripts.join('\n')) : 0
}

const sizeOf = (route: string) => (file: string) => gzipSize(readAsset(file, route))

/**
 * The islands of a prerendered route and the JavaScript each fetches when it starts (the islands' code,
 * the boot script's data-entry-files, and its own data-files, written by build/optimizeHtml.ts), read
 * from the built files in clientDir.
 */
export function islandBytes(clientDir: string, route: string): IslandBytes[] {
  const size = sizeOf(route)
  const page = readPage(clientDir, route)
  const listed = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean)
  const entryFiles = listed(
    page
      .tags('script')
      .find(({ attributes }) => attributes.has('data-entry'))
      ?.attributes.get('data-entry-files'),
  )
  return page
    .tags('[a-z][a-z0-9-]*')
    .filter(({ attributes }) => attributes.has(ISLAND.module))
    .map(({ attributes }) => {
      const files = [...new Set([...entryFiles, ...listed(attributes.get(ISLAND.files))])]
      const local = files.map((address) => localFile(clientDir, route, address) ?? '')
      if (files.length === 0 || local.includes('')) throw new Error(`pageBytes: ${route}: the island ${attributes.get(ISLAND.id)} lists no local data-files`)
      return {
        id: attributes.get(ISLAND.id) ?? '',
        module: attributes.get(ISLAND.module) ?? '',
        files,
        js: local.reduce((total, file) => total + size(file), 0),
      }
    })
}

/**
 * Gzip (level 9) sizes in bytes of a prerendered route's HTML, JavaScript and CSS, read from the built
 * files in clientDir (deterministic; no server, no browser). Addresses on other origins are not
 * counted: they are not in the build.
 */
export function pageBytes(clientDir: string, route: string): PageBytes {
  const { htmlText, styles, tags } = readPage(clientDir, route)
  const startedAtOnce = new Set<string>()
  const stylesheets = new Set<string>()
  for (const { tag, attributes } of tags('script|link')) {
    const address = tag.slice(1, 7).toLowerCase() === 'script' ? attributes.get('src') : attributes.get('href')
    const file = address ? localFile(clientDir, route, address) : undefined
    if (!file) continue
    if (tag.slice(1, 7).toLowerCase() === 'script') startedAtOnce.add(file)
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
    if (rel.includes('modulepreload')) startedAtOnce.add(file)
    if (rel.includes('stylesheet')) stylesheets.add(file)
  }
  const islandFiles = new Set(islandBytes(clientDir, route).flatMap(({ files }) => files.map((address) => localFile(clientDir, route, address)!)))
  const tagRuntimeFiles = tags('script').flatMap(({ attributes }) =>
    (attributes.get('data-runtime') ?? '').split(/\s+/).flatMap((address) => (address ? (localFile(clientDir, route, address) ?? []) : [])),
  )

  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + sizeOf(route)(file), 0)
  const inlineCss = styles.join('')
  const inlineJs = inlineScriptBytes(clientDir, route)
  return {
    html: gzipSize(htmlText),
    htmlBrotli: brotliCompressSync(htmlText, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    js: inlineJs + sum(new Set([...startedAtOnce, ...islandFiles, ...tagRuntimeFiles])),
    jsBeforeInteraction: inlineJs + sum(startedAtOnce),
    css: (inlineCss ? gzipSize(inlineCss) : 0) + sum(stylesheets),
  }
}
