// A route's page as the build wrote it (dist/client), parsed by parse5, and small queries over it: for
// facts the HTML states on its own (texts, attributes, links, head tags, structured data), which need no
// browser to check.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DefaultTreeAdapterTypes } from 'parse5'
import { attribute, parseHtml, type HtmlElement, type HtmlSource } from '../build/htmlSource.ts'
import { htmlFileOfRoute } from '../site/pageLayout.ts'

const parsed = new Map<string, HtmlSource>()

/** The built page of a route (parsed once per process), from `dist/client` unless another client folder is given. */
export function builtPage(route: string, clientDir = 'dist/client'): HtmlSource {
  const file = join(clientDir, htmlFileOfRoute(route))
  let page = parsed.get(file)
  if (page === undefined) {
    page = parseHtml(readFileSync(file, 'utf8'))
    parsed.set(file, page)
  }
  return page
}

/** The element's text as the page holds it (every text node inside it, joined), with white space collapsed. */
export function textOf(node: DefaultTreeAdapterTypes.ParentNode): string {
  const parts: string[] = []
  const walk = (parent: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of parent.childNodes) {
      if (child.nodeName === '#text') parts.push((child as DefaultTreeAdapterTypes.TextNode).value)
      else if ('childNodes' in child && child.nodeName !== 'script' && child.nodeName !== 'style') walk(child)
    }
  }
  walk(node)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

/** The elements inside `root` (itself not included) that pass the test, in source order. */
export function elementsIn(root: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = []
  const walk = (parent: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of parent.childNodes) {
      if (!('tagName' in child)) continue
      if (test(child)) found.push(child)
      walk(child.nodeName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child)
    }
  }
  walk(root)
  return found
}

/** The element with this id, or undefined. */
export function elementById(page: HtmlSource, id: string): HtmlElement | undefined {
  return page.elements.find((element) => attribute(element, 'id') === id)
}

/** The built page's <body> (every built page writes one). */
export function bodyOf(route: string): HtmlElement {
  const body = builtPage(route).body
  if (body === undefined) throw new Error(`${route}: the built page has no <body>`)
  return body
}

/** The first element inside `root` that passes the test; fails the test when there is none. */
export function firstIn(root: HtmlElement, what: string, test: (element: HtmlElement) => boolean): HtmlElement {
  const [found] = elementsIn(root, test)
  if (found === undefined) throw new Error(`no ${what} in <${root.tagName}>`)
  return found
}

/** An element test: this tag name, and each given attribute with exactly this value. */
export const tagWith =
  (tagName: string, attributes: Record<string, string> = {}) =>
  (element: HtmlElement) =>
    element.tagName === tagName && Object.entries(attributes).every(([name, value]) => attribute(element, name) === value)

/** The section of a built page with this id. */
export function sectionById(route: string, id: string): HtmlElement {
  return firstIn(bodyOf(route), `section#${id}`, tagWith('section', { id }))
}

/** Each link inside `root`, as the HTML states it. */
export function linksIn(root: HtmlElement) {
  return elementsIn(root, (element) => element.tagName === 'a').map((link) => ({
    href: attribute(link, 'href'),
    text: textOf(link),
    target: attribute(link, 'target'),
    rel: attribute(link, 'rel'),
  }))
}

/** The content of the page's <meta> with this name or property. */
export function metaContent(page: HtmlSource, key: string): string | undefined {
  const meta = page.elements.find((element) => element.tagName === 'meta' && (attribute(element, 'name') === key || attribute(element, 'property') === key))
  return meta === undefined ? undefined : attribute(meta, 'content')
}

/** The text of a raw-text element (<script>, <title>, <noscript>), as written. */
export function rawText(element: HtmlElement): string {
  return element.childNodes.map((child) => (child.nodeName === '#text' ? (child as DefaultTreeAdapterTypes.TextNode).value : '')).join('')
}

/** The page's JSON-LD items. */
export function structuredData(page: HtmlSource): Record<string, unknown>[] {
  return page.elements
    .filter((element) => element.tagName === 'script' && attribute(element, 'type') === 'application/ld+json')
    .map((script) => JSON.parse(rawText(script)) as Record<string, unknown>)
}

export { attribute }
