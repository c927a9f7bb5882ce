// Fetching an island's files: the islands' entry with what it imports (React among them) and the
// island's own (its data-files).
import { BOOT_ATTRIBUTES as ISLAND } from '../bootAttributes.ts'
import { entry, entryFiles, listed } from './bootTag.ts'
import { pageIdle, whenIdle } from './idle.ts'

const filesOf = (island: Element) => [...new Set([entry!, ...entryFiles, ...listed(island, ISLAND.files)])]

/**
 * Fetches a file into the browser's cache, once more if the first try fails. A module is fetched so
 * before it is imported: the browser keeps a failed module import for the rest of the page
 * (whatwg/html#6768), so one lost request would fail the island for the visit.
 */
const fetched = new Map<string, Promise<unknown>>()
const fetchFile = (href: string) => {
  const once = () => fetch(href).then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response.status)))
  if (!fetched.has(href)) fetched.set(href, once().catch(once))
  return fetched.get(href)!
}

/** Fetches every file the island's code needs; resolves once all are in the cache. */
export const fetchIslandFiles = (island: Element) => Promise.all(filesOf(island).map(fetchFile))

const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData
const prefetched = new Set<string>()
/**
 * Once the page has loaded and is idle, fetches the island's files ahead at the lowest priority,
 * without running them: a prefetch, unlike a modulepreload, neither parses nor compiles. Each file in
 * an idle task of its own (the browser runs one idle callback a task): adding a prefetch costs the
 * main thread a few milliseconds, and a phone adding a page's twenty-odd at once was busy for 300 ms
 * (a traced prerendered page, just shown). Not when the visitor asks to save data.
 */
export const fetchAhead = (island: Element) => {
  if (!pageIdle || saveData) return
  for (const href of filesOf(island)) {
    if (prefetched.has(href)) continue
    prefetched.add(href)
    whenIdle(() => fetched.has(href) || document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href, crossOrigin: '' })))
  }
}
