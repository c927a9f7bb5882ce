import { collectionNames, type CollectionName } from '../schemas/collections/index.ts'
import { collectionFiles } from '../content/loadCollections.ts'
import { content } from '../content/content.ts'
import { readContentSource } from '../content/contentSource.ts'
import { siteTokens } from '../content/interpolate.ts'
import { contentReferences, namesItem, type ReferenceSource } from '../content/references.ts'

// Server only: every collection item and who uses it, from the references the build resolves
// (content/references.ts), so a marketer sees what an edit of an item changes.

export interface ItemEntry {
  id: string
  /** What the item is called: its title or name, else its id. */
  label: string
  file: string
  /** The sections and items that name it (by id, or through "all"). */
  usedBy: (ReferenceSource & { field: string; viaAll: boolean })[]
}

export interface CollectionEntry {
  name: CollectionName
  items: ItemEntry[]
}

function labelOf(item: object): string {
  const fields = item as { title?: unknown; name?: unknown; question?: unknown; id: string }
  return [fields.title, fields.name].find((value): value is string => typeof value === 'string') ?? fields.id
}

/** Every collection, in the order of schemas/collections/index.ts, each item with its uses. */
export function collectionUses(): CollectionEntry[] {
  const { site, collections } = content()
  const references = contentReferences(readContentSource(), siteTokens(site))
  return collectionNames.map((name) => ({
    name,
    items: collections[name].map((item) => ({
      id: item.id,
      label: labelOf(item),
      file: collectionFiles(name, item.id).json,
      usedBy: references
        .filter((reference) => namesItem(reference, name, item.id))
        .map((reference) => ({ ...reference.from, field: reference.field, viaAll: reference.ids === 'all' })),
    })),
  }))
}
