import { sectionTypesByRoute } from 'virtual:section-types'
import { loadSectionComponents } from './sectionRegistry.ts'

/**
 * Once the router runs: a link to one of the site's pages that the visitor points at or tabs to loads
 * the code (and CSS) of that page's sections, so a click only waits for the page's data. Vike fetches
 * the page's own files on hover itself (its default `prefetchStaticAssets: 'hover'`); the sections'
 * code is loaded by the page (pages/content/+onBeforeRenderClient.ts), which Vike cannot see ahead.
 */
export function prefetchSectionsOfLinkedPages() {
  const prefetched = new Set<string>()
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || prefetched.has(link.pathname)) return
    prefetched.add(link.pathname)
    const types = sectionTypesByRoute[link.pathname] ?? []
    // A chunk that cannot be fetched now is fetched again by the navigation, which handles the failure.
    loadSectionComponents(types.map((type) => ({ type }))).catch(() => prefetched.delete(link.pathname))
  }
  addEventListener('pointerover', prefetch, { passive: true })
  addEventListener('focusin', prefetch)
}
