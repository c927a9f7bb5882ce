import { navigationEnded } from '../renderer/fullPageLoadFallback.ts'

// The navigation is over: see +onPageTransitionStart.ts.
export function onPageTransitionEnd() {
  navigationEnded()
}
