import { collections, type CollectionItems, type CollectionName } from '../schemas/collections/index.ts'
import { LINK_KEYWORD, MARKDOWN_KEYWORD, REFERENCE_KEYWORD } from '../schemas/contentKeywords.ts'
import { suggest, type ContentIssue } from './contentIssues.ts'
import { renderMarkdown } from './markdown.ts'
import type { ContentMark } from './validateContent.ts'

/** A link found in content, kept for the link check. */
export interface LinkUse {
  href: string
  /** Where it was written (file, section or item, field, line). */
  where: Omit<ContentIssue, 'message'>
}

/** An item of a collection as validated and resolved (Markdown as HTML), with its id. */
export type ItemOf<K extends CollectionName> = CollectionItems[K] & { id: string }

/** Items of every collection, in collection order. */
export type ItemsByCollection = { [K in CollectionName]: ItemOf<K>[] }

export interface MarkContext {
  /** Where the marked value lives; issues and links are reported against it. */
  where: Omit<ContentIssue, 'message'>
  /** Loaded collections, for references. */
  items?: ItemsByCollection
  /** On an item's own page (/cases/<id>): that item; a single reference to its collection must name it. */
  ownItem?: { collection: CollectionName; id: string }
  /** Markdown fields read from their own file: field → that file (lines then count from its start). */
  markdownFiles?: Record<string, string>
  issues: ContentIssue[]
  links: LinkUse[]
}

/** The fields a view hands to a section; nothing else of the item reaches the browser. */
function project(item: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => Object.hasOwn(item, field)).map((field) => [field, item[field]]))
}

function resolveReference(mark: ContentMark, context: MarkContext) {
  const { name, view } = mark.options as { name: CollectionName; view: string }
  const items: readonly ({ id: string } & Record<string, unknown>)[] = context.items?.[name] ?? []
  const fields = (collections[name].views as Record<string, readonly string[]>)[view] ?? []
  const ids = items.map((item) => item.id)
  const find = (id: string, field: string) => {
    const item = items.find((candidate) => candidate.id === id)
    if (!item) {
      const hint = ids.length > 0 ? suggest(id, ids) : `the ${name} collection has no items yet`
      context.issues.push({ ...context.where, field, message: `unknown ${name} id "${id}"`, hint })
    }
    return item && project(item, fields)
  }
  const value = mark.parent[mark.key]
  if (value === 'all') mark.parent[mark.key] = items.map((item) => project(item, fields))
  else if (Array.isArray(value)) mark.parent[mark.key] = value.map((id: string, index) => find(id, `${mark.field}[${index}]`))
  else {
    const own = context.ownItem
    if (own?.collection === name && value !== own.id) {
      context.issues.push({
        ...context.where,
        field: mark.field,
        message: `names ${name} item "${String(value)}" on the page of "${own.id}" (the page's file name is its item's id)`,
        hint: `write "${own.id}"`,
      })
    }
    mark.parent[mark.key] = find(String(value), mark.field)
  }
}

function resolveMarkdown(mark: ContentMark, context: MarkContext) {
  const { topHeading } = mark.options as { topHeading: number }
  const ownFile = context.markdownFiles?.[mark.field]
  const where = ownFile ? { file: ownFile, item: context.where.item } : { ...context.where, field: mark.field }
  const rendered = renderMarkdown(String(mark.parent[mark.key]), topHeading)
  for (const problem of rendered.problems) context.issues.push({ ...where, line: problem.line, message: problem.message })
  for (const link of rendered.links) context.links.push({ href: link.href, where: { ...where, line: link.line } })
  mark.parent[mark.key] = { html: rendered.html }
}

/** Whether a mark is a reference to collection items (resolved once every collection is validated). */
export function isReference(mark: ContentMark): boolean {
  return mark.keyword === REFERENCE_KEYWORD
}

/** Acts on validation's marks in place: references become their items (their view's fields), Markdown becomes HTML, links are collected. */
export function resolveMarks(marks: ContentMark[], context: MarkContext): void {
  for (const mark of marks) {
    if (mark.keyword === REFERENCE_KEYWORD) resolveReference(mark, context)
    else if (mark.keyword === MARKDOWN_KEYWORD) resolveMarkdown(mark, context)
    else if (mark.keyword === LINK_KEYWORD) context.links.push({ href: String(mark.parent[mark.key]), where: { ...context.where, field: mark.field } })
  }
}
