import type { PageContextClient } from 'vike/types'
import { loadIslandsNearViewport } from '../renderer/islandLoading.ts'
import { settleOnNewMarkup } from '../renderer/pageSettled.ts'
import { untilOldPageCaptured } from '../renderer/viewTransition.ts'

// As the framework's code is evaluated, before Vike's router has started: the islands near the
// viewport start loading their code and props, so they can hydrate with the page.
if (typeof document !== 'undefined') void loadIslandsNearViewport()

// Every page, beside its own hook (Vike runs them together): a client-side navigation renders the
// next page only once the view transition has captured the old one (+onPageTransitionStart.ts);
// from the hydration render on, new markup settles the page (renderer/pageSettled.ts).
export function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return untilOldPageCaptured()
  settleOnNewMarkup()
}
