import { navigationEnded } from '../navigation/fullPageLoadFallback.ts'

// The navigation is over: see +onPageTransitionStart.ts.
export function onPageTransitionEnd() {
  navigationEnded()
}
