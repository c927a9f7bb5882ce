import { parse, type DefaultTreeAdapterTypes } from 'parse5'

/** An element of a parsed page, with its position in the source text. */
export type HtmlElement = DefaultTreeAdapterTypes.Element

/** A page parsed by a standards-compliant HTML parser (parse5), with the source positions of every element. */
export interface HtmlSource {
  /** Every element of the document, in source order (the contents of <template> included). */
  elements: HtmlElement[]
  /** The <head> and <body> elements, only if both tags are written in the source (so text can be put inside them). */
  head?: HtmlElement
  body?: HtmlElement
}

const elementsIn = (node: DefaultTreeAdapterTypes.ParentNode): HtmlElement[] =>
  node.childNodes.flatMap((child) =>
    'tagName' in child ? [child, ...elementsIn(child.nodeName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child)] : [],
  )

/** Parses a page; the parser decides what is a tag, an attribute or text, never a pattern. */
export function parseHtml(text: string): HtmlSource {
  const elements = elementsIn(parse(text, { sourceCodeLocationInfo: true }))
  // The parser creates <head> and <body> even when the source has none; only written ones have both tags.
  const written = (name: string) => elements.find((el) => el.tagName === name && el.sourceCodeLocation?.startTag && el.sourceCodeLocation.endTag)
  return { elements, head: written('head'), body: written('body') }
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/** Whether a space-separated attribute such as `rel` contains a token (ASCII case-insensitive, as browsers read it). */
export function hasToken(element: HtmlElement, name: string, token: string): boolean {
  return (attribute(element, name) ?? '').toLowerCase().split(/\s+/).includes(token)
}

export function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
}

/**
 * An element's start tag written again from its parsed attributes, each value in double quotes with
 * only `&` and `"` escaped (React also writes every `'` as the six bytes `&#x27;`, which a
 * double-quoted value does not need).
 */
export function startTagOf(element: HtmlElement): string {
  return `<${element.tagName}${element.attrs.map(({ name, value }) => ` ${name}="${escapeAttribute(value)}"`).join('')}>`
}

/** Where an element is in the source, for edits with magic-string; fails for an element the parser made up. */
export function locationOf(element: HtmlElement) {
  const location = element.sourceCodeLocation
  if (!location) throw new Error(`<${element.tagName}> has no position in the source`)
  return location
}

/** Where the text between an element's start and end tags begins and ends in the source. */
export function contentRange(element: HtmlElement): [start: number, end: number] {
  const { startTag, endTag } = locationOf(element)
  if (!startTag || !endTag) throw new Error(`<${element.tagName}> has no start and end tag in the source`)
  return [startTag.endOffset, endTag.startOffset]
}
