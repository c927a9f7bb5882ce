import type { PageContextClient } from 'vike/types'
import { pageTakesOver, unmountOwnRoots } from '../renderer/islandRoots.ts'
import { settleOnNewMarkup } from '../renderer/pageSettled.ts'
import { untilOldPageCaptured } from '../renderer/viewTransition.ts'

// Every page, beside its own hook (Vike runs them together): a client-side navigation renders the
// next page only once the view transition has captured the old one (+onPageTransitionStart.ts),
// and the islands that hydrated as roots of their own before the page did unmount then
// (renderer/islandRoots.ts); from the hydration render on, the page hydrates every island not
// claimed by then, and new markup settles the page (renderer/pageSettled.ts).
export function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return untilOldPageCaptured().then(unmountOwnRoots)
  pageTakesOver()
  settleOnNewMarkup()
}
