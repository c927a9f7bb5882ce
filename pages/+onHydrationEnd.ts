import { captureAttribution } from '../contact/attribution.ts'
import { prefetchSectionsOfLinkedPages } from '../renderer/prefetchSections.ts'

// The page is interactive: tests (and any script) can wait for `html[data-hydrated]`, and the
// `hydrated` performance mark gives `npm run bench` the exact moment. From now on, a link pointed at
// fetches its page's sections ahead. Where the visit came from is noted now, while the address is
// still the page's own: Vike changes it for a client-side navigation only after this hook.
export function onHydrationEnd() {
  captureAttribution()
  document.documentElement.dataset.hydrated = ''
  performance.mark('hydrated')
  prefetchSectionsOfLinkedPages()
}
