import { parse, type DefaultTreeAdapterTypes } from 'parse5'

/** The elements whose own whitespace children are the page template's line breaks and indentation. */
const FRAME = new Set(['html', 'head', 'body'])

/**
 * Drops the whitespace-only text that sits directly in <html>, <head> or <body> (the line breaks
 * and indentation of Vike's page template). Browsers show none of it, and a page's HTML must fit
 * its first round trip (tests/bench/budgets.ts). Everything inside the page's content, scripts
 * and styles stays byte for byte as it was.
 */
export function withoutInterElementSpace(html: string): string {
  const ranges: { start: number; end: number }[] = []
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#text' && FRAME.has(node.nodeName)) {
        const location = (child as DefaultTreeAdapterTypes.TextNode).sourceCodeLocation
        // The parser can join whitespace from both sides of an end tag into one node: only a range
        // that is whitespace in the source itself goes.
        if (location && /^\s+$/.test(html.slice(location.startOffset, location.endOffset)))
          ranges.push({ start: location.startOffset, end: location.endOffset })
      } else if (FRAME.has(child.nodeName)) visit(child as DefaultTreeAdapterTypes.Element)
    }
  }
  visit(parse(html, { sourceCodeLocationInfo: true }))
  return ranges.sort((a, b) => b.start - a.start).reduce((text, { start, end }) => text.slice(0, start) + text.slice(end), html)
}
