import type { PageContextClient } from 'vike/types'
import { islandsMayHydrate } from '../renderer/islandLoading.ts'
import { settleWhenNearIslandsHydrated } from '../renderer/pageSettled.ts'
import { prefetchPagesOnRequest } from '../renderer/prefetchPage.ts'
import { deferredSectionIds } from '../renderer/deferredProps.ts'
import type { Data } from './content/+data.ts'

// Marks the page as interactive: tests (and any script) can wait for `html[data-hydrated]`;
// the `hydrated` performance mark gives `npm run bench` the exact moment. From now on a link
// head/boot.js fetches ahead also gets its sections' code fetched ahead (renderer/prefetchPage.ts).
// From now on the islands (sections that hydrate when visible) hydrate too, each in a task of its
// own (renderer/islandLoading.ts). Once those near the viewport have (or the markup gained an
// element before that: renderer/pageSettled.ts), an event tells head/boot.js, which then puts the
// page's full CSS in place of the inlined rules.
export function onHydrationEnd(pageContext: PageContextClient) {
  prefetchPagesOnRequest()
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
  islandsMayHydrate()
  // Pages other than the content pages (the error page) have no sections.
  const sections = (pageContext.data as Partial<Data> | undefined)?.page?.sections ?? []
  settleWhenNearIslandsHydrated(deferredSectionIds(sections, 'visible'))
}
