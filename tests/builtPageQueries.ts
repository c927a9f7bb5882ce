// Small queries over a built page (tests/builtPage.ts), for the facts browser tests used to read
// through a full page load: links, head tags, structured data.
import type { DefaultTreeAdapterTypes } from 'parse5'
import type { HtmlElement, HtmlSource } from '../build/htmlSource.ts'
import { attribute, builtPage, elementsIn, textOf } from './builtPage.ts'

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
