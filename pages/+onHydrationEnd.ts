import { prefetchPagesOnRequest } from '../renderer/prefetchPage.ts'

// Marks the page as interactive: tests (and any script) can wait for `html[data-hydrated]`;
// the `hydrated` performance mark gives `npm run bench` the exact moment. From now on a link
// head/boot.js fetches ahead also gets its sections' code fetched ahead (renderer/prefetchPage.ts).
export function onHydrationEnd() {
  prefetchPagesOnRequest()
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
}
