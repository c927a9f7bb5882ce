import { collectionNames, type CollectionName } from '../schemas/collections/index.ts'
import { readContentSource } from './contentSource.ts'
import { rawItems } from './loadCollections.ts'

/** Every collection's ids as written on disk, read without validating, so editor schemas can be written while content has problems. */
export function collectionIds(root = '.'): Record<CollectionName, string[]> {
  const source = readContentSource(root)
  return Object.fromEntries(collectionNames.map((name) => [name, rawItems(source, name).map(({ id }) => id)])) as Record<CollectionName, string[]>
}
