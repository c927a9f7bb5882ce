import { collectionNames, collections, type CollectionName } from '../schemas/collections/index.ts'
import { slugSchema } from '../schemas/shared.ts'
import type { ContentIssue } from './contentIssues.ts'
import { COLLECTIONS_DIR, isObject, jsonOf, type ContentSource } from './contentSource.ts'
import { interpolate } from './interpolate.ts'
import { isReference, resolveMarks, type ItemsByCollection, type LinkUse } from './resolveMarks.ts'
import { validateAgainst, type ContentMark } from './validateContent.ts'

/** The file an item of a collection is written in, and its Markdown body's file. */
export function collectionFiles(name: CollectionName, id?: string): { json: string; markdown: string } {
  if (collections[name].storage === 'file') return { json: `${COLLECTIONS_DIR}/${name}.json`, markdown: '' }
  return { json: `${COLLECTIONS_DIR}/${name}/${id}.json`, markdown: `${COLLECTIONS_DIR}/${name}/${id}.md` }
}

/** Each item of a collection as written, with its id and file, read without validating; a listed item without an id is left out. */
export function rawItems(source: ContentSource, name: CollectionName): { id: string; file: string; item: unknown }[] {
  if (collections[name].storage === 'file') {
    const file = collectionFiles(name).json
    const items = (source.json[file] as { items?: { id?: unknown }[] } | undefined)?.items ?? []
    return items.filter((item) => typeof item.id === 'string').map((item) => ({ id: item.id as string, file, item }))
  }
  const prefix = `${COLLECTIONS_DIR}/${name}/`
  const files = Object.keys(source.json).filter((file) => file.startsWith(prefix) && file.endsWith('.json'))
  return files.sort().map((file) => ({ id: file.slice(prefix.length, -'.json'.length), file, item: source.json[file] }))
}

interface Context {
  source: ContentSource
  tokens: Record<string, string>
  issues: ContentIssue[]
  links: LinkUse[]
  /** What validation marked in each valid item; acted on once every collection is validated. */
  pending: { marks: ContentMark[]; where: Omit<ContentIssue, 'message'>; markdownFiles?: Record<string, string> }[]
}

/** Records a problem that stops a file from being read; the file contributes no items. */
function fail(context: Context, issue: ContentIssue): [] {
  context.issues.push(issue)
  return []
}

/** Fills in site tokens and validates one item (undefined if invalid); its Markdown and references wait until every collection is valid. */
function loadItem(name: CollectionName, where: { file: string; item: string }, raw: unknown, context: Context, markdownFiles?: Record<string, string>) {
  const item = interpolate(structuredClone(raw), context.tokens, (issue) => context.issues.push({ ...where, ...issue }))
  const { issues, marks } = validateAgainst(collections[name].schema, item, where)
  context.issues.push(...issues)
  if (issues.length > 0 || !isObject(item)) return undefined
  const entry = { id: where.item, ...item }
  // Marks on the item's own fields now point at the entry, which the collection holds.
  context.pending.push({ marks: marks.map((mark) => (mark.parent === item ? { ...mark, parent: entry } : mark)), where, markdownFiles })
  return entry
}

/** A list collection: data/collections/<name>.json with { "items": [...] }, ids inside. */
function loadListCollection(name: CollectionName, context: Context, fileOf: Map<string, string>) {
  const file = collectionFiles(name).json
  if (!(file in context.source.json)) return []
  const json = jsonOf(context.source, file, context.issues)
  if (json === undefined) return []
  if (!isObject(json) || !Array.isArray(json.items)) return fail(context, { file, field: 'items', message: 'must be a list of items' })
  const seen = new Set<string>()
  return json.items.flatMap((raw: unknown, index) => {
    const id = isObject(raw) && typeof raw.id === 'string' ? raw.id : `#${index + 1}`
    const where = { file, item: id }
    if (seen.has(id)) context.issues.push({ ...where, field: 'id', message: `duplicate id "${id}"` })
    seen.add(id)
    fileOf.set(`${name}/${id}`, file)
    const item = loadItem(name, where, raw, context)
    return item ? [item] : []
  })
}

/** A folder collection: data/collections/<name>/<id>.json, with <id>.md beside it for a Markdown body. */
function loadFolderCollection(name: CollectionName, context: Context, fileOf: Map<string, string>) {
  const definition = collections[name] as { markdownBody?: string }
  const prefix = `${COLLECTIONS_DIR}/${name}/`
  const files = rawItems(context.source, name)
  const ids = new Set(files.map(({ id }) => id))
  for (const file of Object.keys(context.source.text).filter((f) => f.startsWith(prefix))) {
    const id = file.slice(prefix.length, -'.md'.length)
    if (!ids.has(id)) context.issues.push({ file, message: `has no item ${prefix}${id}.json beside it` })
  }
  return files.flatMap(({ id, file }) => {
    const where = { file, item: id }
    fileOf.set(`${name}/${id}`, file)
    if (!new RegExp(slugSchema.pattern).test(id))
      context.issues.push({ ...where, message: "file name must be a lowercase id (letters, digits, hyphens): it is the item's id and URL" })
    const json = jsonOf(context.source, file, context.issues)
    if (json === undefined) return []
    if (!isObject(json)) return fail(context, { file, message: 'must be a JSON object' })
    const { $schema: _, ...raw } = json
    const markdownFiles: Record<string, string> = {}
    if (definition.markdownBody) {
      const bodyFile = collectionFiles(name, id).markdown
      const body = context.source.text[bodyFile]
      if (body === undefined) return fail(context, { ...where, field: definition.markdownBody, message: `its Markdown file ${bodyFile} is missing` })
      if (definition.markdownBody in raw)
        context.issues.push({ ...where, field: definition.markdownBody, message: `is read from ${bodyFile}; remove it from the JSON` })
      raw[definition.markdownBody] = body
      markdownFiles[definition.markdownBody] = bodyFile
    }
    const item = loadItem(name, where, raw, context, markdownFiles)
    return item ? [item] : []
  })
}

/**
 * Loads every collection in two explicit steps: validate every item of every collection, then act
 * on what validation marked (Markdown to HTML and links first, then references to other items, so a
 * referenced item is already complete). Problems are added to `issues`; each item's file is kept by "collection/id".
 */
export function loadCollections(source: ContentSource, tokens: Record<string, string>, issues: ContentIssue[]) {
  const context: Context = { source, tokens, issues, links: [], pending: [] }
  const fileOf = new Map<string, string>()
  const load = (name: CollectionName) =>
    collections[name].storage === 'file' ? loadListCollection(name, context, fileOf) : loadFolderCollection(name, context, fileOf)
  // Each item was validated against its collection's schema, which its type is derived from.
  const items = Object.fromEntries(collectionNames.map((name) => [name, load(name)])) as unknown as ItemsByCollection
  const notReference = (mark: ContentMark) => !isReference(mark)
  for (const { marks, where, markdownFiles } of context.pending)
    resolveMarks(marks.filter(notReference), { where, markdownFiles, issues, links: context.links })
  for (const { marks, where } of context.pending) resolveMarks(marks.filter(isReference), { where, items, issues, links: context.links })
  return { items, fileOf, links: context.links }
}
