import { collectionNames, collections, type CollectionName } from '../schemas/collections/index.ts'
import { REFERENCE_KEYWORD } from '../schemas/contentKeywords.ts'
import { slugSchema } from '../schemas/shared.ts'
import type { ContentIssue } from './contentIssues.ts'
import { COLLECTIONS_DIR, jsonOf, type ContentSource } from './contentSource.ts'
import { interpolate } from './interpolate.ts'
import { resolveMarks, type ItemsByCollection, type LinkUse } from './resolveMarks.ts'
import { validateAgainst, type ContentMark } from './validateContent.ts'


/** The file an item of a collection is written in, and its Markdown body's file. */
export function collectionFiles(name: CollectionName, id?: string): { json: string; markdown: string } {
  if (collections[name].storage === 'file') return { json: `${COLLECTIONS_DIR}/${name}.json`, markdown: '' }
  return { json: `${COLLECTIONS_DIR}/${name}/${id}.json`, markdown: `${COLLECTIONS_DIR}/${name}/${id}.md` }
}

export interface LoadedCollections {
  items: ItemsByCollection
  /** Each item's file, by "collection/id". */
  fileOf: Map<string, string>
  links: LinkUse[]
}

interface Context {
  source: ContentSource
  tokens: Record<string, string>
  issues: ContentIssue[]
  links: LinkUse[]
  /** References between collections (a testimonial's client), resolved once every collection loaded. */
  references: { marks: ContentMark[]; where: Omit<ContentIssue, 'message'> }[]
}

const withoutSchemaKey = (json: Record<string, unknown>) => Object.fromEntries(Object.entries(json).filter(([key]) => key !== '$schema'))
/** Records a problem that stops a file from being read; the file contributes no items. */
function fail(context: Context, issue: ContentIssue): [] {
  context.issues.push(issue)
  return []
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Validates one item, fills in site tokens, converts its Markdown; returns it, or undefined if invalid. */
function loadItem(name: CollectionName, id: string, raw: unknown, where: Omit<ContentIssue, 'message'>, context: Context, markdownFiles?: Record<string, string>) {
  const item = interpolate(structuredClone(raw), context.tokens, (issue) => context.issues.push({ ...where, ...issue }))
  const { issues, marks } = validateAgainst(collections[name].schema, item, where)
  context.issues.push(...issues)
  if (issues.length > 0) return undefined
  resolveMarks(marks.filter((mark) => mark.keyword !== REFERENCE_KEYWORD), { where, markdownFiles, issues: context.issues, links: context.links })
  const loaded = { id, ...(item as Record<string, unknown>) }
  const references = marks.filter((mark) => mark.keyword === REFERENCE_KEYWORD).map((mark) => (mark.parent === item ? { ...mark, parent: loaded } : mark))
  if (references.length > 0) context.references.push({ marks: references, where })
  return loaded
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
    const item = loadItem(name, id, raw, where, context)
    return item ? [item] : []
  })
}

/** A folder collection: data/collections/<name>/<id>.json, with <id>.md beside it for a Markdown body. */
function loadFolderCollection(name: CollectionName, context: Context, fileOf: Map<string, string>) {
  const definition = collections[name] as { markdownBody?: string }
  const prefix = `${COLLECTIONS_DIR}/${name}/`
  const jsonFiles = Object.keys(context.source.json).filter((file) => file.startsWith(prefix) && file.endsWith('.json')).sort()
  const ids = new Set(jsonFiles.map((file) => file.slice(prefix.length, -'.json'.length)))
  for (const file of Object.keys(context.source.text).filter((f) => f.startsWith(prefix))) {
    const id = file.slice(prefix.length, -'.md'.length)
    if (!ids.has(id)) context.issues.push({ file, message: `has no item ${prefix}${id}.json beside it` })
  }
  return jsonFiles.flatMap((file) => {
    const id = file.slice(prefix.length, -'.json'.length)
    const where = { file, item: id }
    fileOf.set(`${name}/${id}`, file)
    if (!new RegExp(slugSchema.pattern).test(id)) context.issues.push({ ...where, message: 'file name must be a lowercase id (letters, digits, hyphens): it is the item\'s id and URL' })
    const json = jsonOf(context.source, file, context.issues)
    if (json === undefined) return []
    if (!isObject(json)) return fail(context, { file, message: 'must be a JSON object' })
    const raw = withoutSchemaKey(json)
    const markdownFiles: Record<string, string> = {}
    if (definition.markdownBody) {
      const bodyFile = collectionFiles(name, id).markdown
      const body = context.source.text[bodyFile]
      if (body === undefined) return fail(context, { ...where, field: definition.markdownBody, message: `its Markdown file ${bodyFile} is missing` })
      if (definition.markdownBody in raw) context.issues.push({ ...where, field: definition.markdownBody, message: `is read from ${bodyFile}; remove it from the JSON` })
      raw[definition.markdownBody] = body
      markdownFiles[definition.markdownBody] = bodyFile
    }
    const item = loadItem(name, id, raw, where, context, markdownFiles)
    return item ? [item] : []
  })
}

/** Loads, validates and converts every collection. Problems are added to `issues`. */
export function loadCollections(source: ContentSource, tokens: Record<string, string>, issues: ContentIssue[]): LoadedCollections {
  const context: Context = { source, tokens, issues, links: [], references: [] }
  const fileOf = new Map<string, string>()
  const items = Object.fromEntries(
    collectionNames.map((name) => [name, collections[name].storage === 'file' ? loadListCollection(name, context, fileOf) : loadFolderCollection(name, context, fileOf)]),
  ) as ItemsByCollection
  // A referenced collection must not refer onwards itself (clients refer to nothing), so one pass suffices.
  for (const { marks, where } of context.references) resolveMarks(marks, { where, items, issues, links: context.links })
  return { items, fileOf, links: context.links }
}
