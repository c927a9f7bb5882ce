import { fetchPageSections } from './deferredProps.ts'
import { loadSectionComponents } from './sectionRegistry.ts'
import { PREFETCH_PAGE_EVENT } from '../site/loading.ts'

const warmed = new Set<string>()

/**
 * Fetches ahead what a client-side navigation to a page needs: its prerendered data, which the
 * browser then keeps five minutes (site/cacheControl.ts), so Vike's router reads it from the cache on
 * the click, and the code and CSS of the sections that data lists. The click then renders at once
 * instead of waiting for a waterfall of requests. Once per page; a failure only means the click
 * fetches what it needs itself.
 */
export async function prefetchPage(pathname: string): Promise<void> {
  if (warmed.has(pathname)) return
  warmed.add(pathname)
  try {
    await loadSectionComponents(await fetchPageSections(pathname))
    // Tells tests and `npm run bench` when the page is ready to be shown.
    performance.mark(`prefetched:${pathname}`)
  } catch {
    // Nothing is lost: the click fetches what it needs itself (and may try ahead again).
    warmed.delete(pathname)
  }
}

/** Fetches ahead the pages head/boot.js asks for (see PREFETCH_PAGE_EVENT). */
export function prefetchPagesOnRequest(): void {
  addEventListener(PREFETCH_PAGE_EVENT, (event) => {
    const path = (event as CustomEvent<unknown>).detail
    if (typeof path === 'string') void prefetchPage(path)
  })
}
