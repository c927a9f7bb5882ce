import { prefetchSectionsOfLinkedPages } from '../renderer/prefetchSections.ts'

// The page is interactive: tests (and any script) can wait for `html[data-hydrated]`, and the
// `hydrated` performance mark gives `npm run bench` the exact moment. From now on, a link pointed at
// fetches its page's sections ahead.
export function onHydrationEnd() {
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
  prefetchSectionsOfLinkedPages()
}
