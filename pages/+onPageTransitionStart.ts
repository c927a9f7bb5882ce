import { navigationStarted } from '../renderer/fullPageLoadFallback.ts'
import { beginViewTransition } from '../renderer/viewTransition.ts'

// From here until +onPageTransitionEnd, a file the next page needs that cannot be fetched
// turns the navigation into a full page load (renderer/fullPageLoadFallback.ts), and the page
// change runs as a view transition (renderer/viewTransition.ts).
export async function onPageTransitionStart() {
  navigationStarted()
  await beginViewTransition()
}
