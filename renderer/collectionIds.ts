import { collectionNames, collections, type CollectionName } from '../schemas/collections/index.ts'
import { COLLECTIONS_DIR, readContentSource } from './contentSource.ts'

/**
 * Every collection's ids as written on disk, in collection order, read without validating (so editor
 * schemas can be written even while content has problems).
 */
export function collectionIds(root = '.'): Record<CollectionName, string[]> {
  const { json } = readContentSource(root)
  const idsOf = (name: CollectionName): string[] => {
    if (collections[name].storage === 'folder') {
      const prefix = `${COLLECTIONS_DIR}/${name}/`
      return Object.keys(json)
        .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
        .sort()
        .map((f) => f.slice(prefix.length, -'.json'.length))
    }
    const file = json[`${COLLECTIONS_DIR}/${name}.json`] as { items?: { id?: unknown }[] } | undefined
    return (file?.items ?? []).map((item) => item.id).filter((id): id is string => typeof id === 'string')
  }
  return Object.fromEntries(collectionNames.map((name) => [name, idsOf(name)])) as Record<CollectionName, string[]>
}
