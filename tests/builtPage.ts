// A route's page as the build wrote it (dist/client), parsed by parse5: for facts the HTML states on its
// own (texts, attributes, links, structured data), which need no browser to check.
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

export { attribute }
