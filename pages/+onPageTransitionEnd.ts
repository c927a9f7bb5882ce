import { navigationEnded } from '../renderer/fullPageLoadFallback.ts'
import { endViewTransition } from '../renderer/viewTransition.ts'

// The navigation is over: see +onPageTransitionStart.ts.
export function onPageTransitionEnd() {
  navigationEnded()
  endViewTransition()
}
