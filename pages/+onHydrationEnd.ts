import { prefetchPagesOnRequest } from '../renderer/prefetchPage.ts'
import { PAGE_HYDRATED_EVENT } from '../site/loading.ts'

// Marks the page as interactive: tests (and any script) can wait for `html[data-hydrated]`;
// the `hydrated` performance mark gives `npm run bench` the exact moment. From now on a link
// head/boot.js fetches ahead also gets its sections' code fetched ahead (renderer/prefetchPage.ts),
// and head/boot.js, told by an event, puts the page's full CSS in place of the inlined rules.
export function onHydrationEnd() {
  prefetchPagesOnRequest()
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
  dispatchEvent(new Event(PAGE_HYDRATED_EVENT))
}
