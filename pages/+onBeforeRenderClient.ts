import type { PageContextClient } from 'vike/types'
import { settleOnNewMarkup } from '../renderer/pageSettled.ts'
import { untilOldPageCaptured } from '../renderer/viewTransition.ts'

// Every page, beside its own hook (Vike runs them together): a client-side navigation renders the
// next page only once the view transition has captured the old one (+onPageTransitionStart.ts);
// from the hydration render on, new markup settles the page (renderer/pageSettled.ts).
export function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return untilOldPageCaptured()
  settleOnNewMarkup()
}
