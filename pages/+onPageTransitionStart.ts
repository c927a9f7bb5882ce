import type { PageContextClient } from 'vike/types'
import { navigationStarted } from '../renderer/fullPageLoadFallback.ts'
import { beginViewTransition } from '../renderer/viewTransition.ts'

// From here until +onPageTransitionEnd, a file the next page needs that cannot be fetched
// turns the navigation into a full page load (renderer/fullPageLoadFallback.ts), and a link's page
// change runs as a view transition (renderer/viewTransition.ts). Back and forward do not: the
// browser's history gestures animate those themselves, and the scroll to the top they must end
// with (renderer/clientNavigation.ts) would race Vike's restoring of the old position in the frozen frame.
export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  navigationStarted()
  // The capture of the old page runs while Vike fetches the next page's data and code; the render
  // waits for it (pages/+onBeforeRenderClient.ts).
  if (!pageContext.isHistoryNavigation) beginViewTransition()
}
