import type { PageContextClient } from 'vike/types'
import { applyClientHead, scrollToTopAfterNavigation } from '../renderer/clientNavigation.ts'
import { resolveHead } from '../head/pageHead.ts'

// After hydration: the browser's scroll restoration is off. After a client-side navigation:
// the head follows the page (title, description, sharing tags, canonical URL, robots), and the page starts at the top.
export function onAfterRenderClient(pageContext: PageContextClient) {
  if (pageContext.config.siteShell === false) return
  if (pageContext.isHydration) {
    history.scrollRestoration = 'manual'
    return
  }
  applyClientHead(resolveHead(pageContext))
  scrollToTopAfterNavigation()
}
