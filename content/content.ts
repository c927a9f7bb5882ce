import type { CollectionName } from '../schemas/collections/index.ts'
import { buildEnv, buildMode } from '../site/buildEnv.ts'
import { readContentSource } from './contentSource.ts'
import { loadContent, type Content } from './loadContent.ts'
import type { ItemOf } from './resolveMarks.ts'

// Server and build only. The one reader of data/: pages, head, build steps, scripts and the Vite
// plugins all read content through these functions.

// Kept on globalThis: Vite loads the pages in a module graph of its own, beside the plugins Node
// loaded, so a module-level variable would load everything once per graph.
const CACHE = Symbol.for('klikvaerk.content')
const store = globalThis as { [CACHE]?: Content }

/** All content under data/, validated and resolved with the build's settings, loaded once per process; throws one ContentError naming every problem. */
export function content(): Content {
  return (store[CACHE] ??= loadContent(readContentSource(), buildEnv(buildMode())))
}

/** Loads the content again after an edit; on a ContentError the last valid load stays, so the dev server keeps serving while it reports. */
export function reloadContent(): void {
  store[CACHE] = loadContent(readContentSource(), buildEnv(buildMode()))
}

/** Every item of a collection, in collection order, as validated and resolved. */
export function getCollection<K extends CollectionName>(name: K): ItemOf<K>[] {
  return content().collections[name]
}

/** One item of a collection by id, or undefined when there is none. */
export function getEntry<K extends CollectionName>(name: K, id: string): ItemOf<K> | undefined {
  return getCollection(name).find((item) => item.id === id)
}
