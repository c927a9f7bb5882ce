import type { PageContextClient } from 'vike/types'
import { nearIslandsHydrated } from '../renderer/nearIslandsHydrated.ts'
import { prefetchPagesOnRequest } from '../renderer/prefetchPage.ts'
import type { PageSection } from '../sections/types.ts'
import { PAGE_SETTLED_EVENT } from '../site/loading.ts'

/** The ids of the page's sections that hydrate when visible (none on a page without sections). */
function visibleIslands(pageContext: PageContextClient): string[] {
  const sections = (pageContext.data as { page?: { sections?: readonly PageSection[] } } | undefined)?.page?.sections ?? []
  return sections.flatMap((section) => ('deferred' in section && section.deferred === 'visible' ? [section.id] : []))
}

// Marks the page as interactive: tests (and any script) can wait for `html[data-hydrated]`;
// the `hydrated` performance mark gives `npm run bench` the exact moment. From now on a link
// head/boot.js fetches ahead also gets its sections' code fetched ahead (renderer/prefetchPage.ts).
// Once the islands near the viewport have hydrated too, an event tells head/boot.js, which then
// puts the page's full CSS in place of the inlined rules.
export function onHydrationEnd(pageContext: PageContextClient) {
  prefetchPagesOnRequest()
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
  void nearIslandsHydrated(visibleIslands(pageContext)).then(() => dispatchEvent(new Event(PAGE_SETTLED_EVENT)))
}
