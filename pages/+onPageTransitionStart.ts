import { navigationStarted } from '../renderer/fullPageLoadFallback.ts'

// From here until +onPageTransitionEnd, a file the next page needs that cannot be fetched
// turns the navigation into a full page load (renderer/fullPageLoadFallback.ts).
export function onPageTransitionStart() {
  navigationStarted()
}
