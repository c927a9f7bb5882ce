import { parse, type DefaultTreeAdapterTypes } from 'parse5'

/** An element of a parsed page, with its position in the source text. */
export type HtmlElement = DefaultTreeAdapterTypes.Element

/** A page parsed by a standards-compliant HTML parser (parse5), with the source positions of every element. */
export interface HtmlSource {
  /** The text as it was given. */
  text: string
  /** Every element of the document, in source order (the contents of <template> included). */
  elements: HtmlElement[]
  /** The <head> and <body> elements, only if both tags are written in the source (so text can be put inside them). */
  head?: HtmlElement
  body?: HtmlElement
}

function collectElements(node: DefaultTreeAdapterTypes.ParentNode, into: HtmlElement[]) {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue
    into.push(child)
    collectElements(child.nodeName === 'template' ? (child as DefaultTreeAdapterTypes.Template).content : child, into)
  }
}

/** Parses a page; the parser decides what is a tag, an attribute or text, never a pattern. */
export function parseHtml(text: string): HtmlSource {
  const document = parse(text, { sourceCodeLocationInfo: true })
  const elements: HtmlElement[] = []
  collectElements(document, elements)
  // The parser creates <head> and <body> even when the source has none; only written ones have both tags.
  const written = (name: string) => elements.find((el) => el.tagName === name && el.sourceCodeLocation?.startTag && el.sourceCodeLocation.endTag)
  return { text, elements, head: written('head'), body: written('body') }
}

/** The value of an attribute, or undefined when the element does not have it. */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/** Whether a space-separated attribute such as `rel` contains a token (ASCII case-insensitive, as browsers read it). */
export function hasToken(element: HtmlElement, name: string, token: string): boolean {
  return (attribute(element, name) ?? '').toLowerCase().split(/\s+/).includes(token)
}

/** Escapes a value for a double-quoted attribute. */
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

interface Edit {
  start: number
  end: number
  text: string
}

/**
 * Changes to a source text at positions the parser reported; everything not edited stays
 * byte for byte as it was (React's markup included, so hydration sees exactly what it rendered).
 */
export class SourceEdits {
  private readonly edits: Edit[] = []
  private readonly source: string

  constructor(source: string) {
    this.source = source
  }

  private location(element: HtmlElement) {
    const location = element.sourceCodeLocation
    if (!location) throw new Error(`<${element.tagName}> has no position in the source`)
    return location
  }

  /** Removes an element (with its content and end tag) and the whitespace after it. */
  remove(element: HtmlElement) {
    const { startOffset, endOffset } = this.location(element)
    let end = endOffset
    while (end < this.source.length && /\s/.test(this.source[end] as string)) end++
    this.edits.push({ start: startOffset, end, text: '' })
  }

  /** The element's source text, exactly as written. */
  sourceOf(element: HtmlElement): string {
    const { startOffset, endOffset } = this.location(element)
    return this.source.slice(startOffset, endOffset)
  }

  /** The text between the element's start and end tags, exactly as written. */
  contentOf(element: HtmlElement): string {
    const { startTag, endTag } = this.location(element)
    if (!startTag || !endTag) throw new Error(`<${element.tagName}> has no start and end tag in the source`)
    return this.source.slice(startTag.endOffset, endTag.startOffset)
  }

  /** Replaces the text between the element's start and end tags. */
  replaceContent(element: HtmlElement, text: string) {
    const { startTag, endTag } = this.location(element)
    if (!startTag || !endTag) throw new Error(`<${element.tagName}> has no start and end tag in the source`)
    this.edits.push({ start: startTag.endOffset, end: endTag.startOffset, text })
  }

  /** Inserts text right after the element's start tag (as its first content), or after the whole element if it is void. */
  insertAfterStartTag(element: HtmlElement, text: string) {
    const location = this.location(element)
    this.insert((location.startTag ?? location).endOffset, text)
  }

  /** Replaces the element's start tag (its attributes with it). */
  replaceStartTag(element: HtmlElement, text: string) {
    const startTag = this.location(element).startTag
    if (!startTag) throw new Error(`<${element.tagName}> has no start tag in the source`)
    this.edits.push({ start: startTag.startOffset, end: startTag.endOffset, text })
  }

  /** Inserts text right before the whole element. */
  insertBefore(element: HtmlElement, text: string) {
    this.insert(this.location(element).startOffset, text)
  }

  /** Inserts text right after the whole element. */
  insertAfter(element: HtmlElement, text: string) {
    this.insert(this.location(element).endOffset, text)
  }

  /** Inserts text right before the element's end tag (as its last content). */
  insertBeforeEndTag(element: HtmlElement, text: string) {
    const endTag = this.location(element).endTag
    if (!endTag) throw new Error(`<${element.tagName}> has no end tag in the source`)
    this.insert(endTag.startOffset, text)
  }

  private insert(offset: number, text: string) {
    this.edits.push({ start: offset, end: offset, text })
  }

  /** The source with every edit applied. */
  apply(): string {
    // By position; an insertion goes before a removal that starts at the same place. The sort is stable.
    const edits = [...this.edits].sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start))
    let out = ''
    let cursor = 0
    for (const edit of edits) {
      if (edit.start < cursor) throw new Error('Overlapping edits to the HTML source')
      out += this.source.slice(cursor, edit.start) + edit.text
      cursor = edit.end
    }
    return out + this.source.slice(cursor)
  }
}
