import { collectionNames, collections, type CollectionName } from '../schemas/collections/index.ts'
import { collectionFiles, rawItems } from './loadCollections.ts'
import type { ContentSource } from './contentSource.ts'
import { PAGES_DIR, routeOfFile } from './pageFiles.ts'
import { isReference } from './resolveMarks.ts'
import { validateAgainst, validateSection, type Validation } from './validateContent.ts'
import { interpolate } from './interpolate.ts'

// Server and build only: who names which collection item, found the way the build finds references
// (the marks validation leaves where a schema says `itemRef`/`itemRefs`), before they are resolved.

/** Where a reference is written: a section of a page, or another collection's item. */
export type ReferenceSource =
  | { kind: 'section'; route: string; file: string; sectionId: string; sectionType: string }
  | { kind: 'item'; collection: CollectionName; id: string; file: string }

/** One field that names items of a collection: by id, by a list of ids, or "all". */
export interface Reference {
  from: ReferenceSource
  field: string
  collection: CollectionName
  ids: string[] | 'all'
}

/** The references a validation marked; content() has already accepted this content, so a failure here is a bug. */
function referencesIn({ issues, marks }: Validation, from: ReferenceSource): Reference[] {
  if (issues.length > 0) throw new Error(`references: ${from.file} did not validate: ${issues.map((issue) => issue.message).join('; ')}`)
  return marks.filter(isReference).map((mark) => {
    const value = mark.parent[mark.key]
    const { name } = mark.options as { name: CollectionName }
    return { from, field: mark.field, collection: name, ids: value === 'all' ? 'all' : Array.isArray(value) ? value.map(String) : [String(value)] }
  })
}

function sectionReferences(source: ContentSource, tokens: Record<string, string>): Reference[] {
  const files = Object.keys(source.json)
    .filter((file) => file.startsWith(`${PAGES_DIR}/`))
    .sort()
  return files.flatMap((file) => {
    const sections = (source.json[file] as { sections?: { id?: unknown; type?: unknown }[] } | undefined)?.sections ?? []
    return sections.flatMap((section, index) => {
      const from = { kind: 'section', route: routeOfFile(file), file, sectionId: String(section.id), sectionType: String(section.type) } as const
      return referencesIn(validateSection(file, index + 1, interpolate(structuredClone(section), tokens, ignore)), from)
    })
  })
}

const ignore = () => {}

function itemReferences(source: ContentSource, tokens: Record<string, string>): Reference[] {
  return collectionNames.flatMap((name) =>
    rawItems(source, name).flatMap(({ id, file, item }) => {
      const { $schema: _, ...fields } = interpolate(structuredClone(item), tokens, ignore) as Record<string, unknown>
      const body = (collections[name] as { markdownBody?: string }).markdownBody
      if (body) fields[body] = source.text[collectionFiles(name, id).markdown] ?? ''
      return referencesIn(validateAgainst(collections[name].schema, fields, file), { kind: 'item', collection: name, id, file })
    }),
  )
}

/**
 * Every reference to a collection item in the content, from pages' sections and from other items;
 * `tokens` are the site's ({brand} …), filled in first as the build does.
 */
export function contentReferences(source: ContentSource, tokens: Record<string, string>): Reference[] {
  return [...sectionReferences(source, tokens), ...itemReferences(source, tokens)]
}

/** Whether a reference names this item (by its id, or as one of "all"). */
export function namesItem(reference: Reference, collection: CollectionName, id: string): boolean {
  return reference.collection === collection && (reference.ids === 'all' || reference.ids.includes(id))
}
