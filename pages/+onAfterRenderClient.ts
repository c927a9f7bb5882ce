import type { PageContextClient } from 'vike/types'
import { applyClientHead, scrollToTopAfterHistoryNavigation } from '../renderer/clientNavigation.ts'
import { resolveHead } from '../head/pageHead.ts'
import { reportPageShown } from '../consent/measurement/events.ts'

// After a client-side navigation: the head follows the page (title, description, sharing tags,
// canonical URL, robots), back and forward start at the top too, and the measurement tags (if any
// are configured) count the page view.
export function onAfterRenderClient(pageContext: PageContextClient) {
  if (pageContext.config.siteShell === false || pageContext.isHydration) return
  applyClientHead(resolveHead(pageContext))
  if (pageContext.isHistoryNavigation) scrollToTopAfterHistoryNavigation()
  if (__MEASURES__) reportPageShown()
}
