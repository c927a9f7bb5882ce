import type { PageContextClient } from 'vike/types'
import { resolveHead } from '../seo/pageHead.ts'
import { applyClientHead, scrollToTopOnNavigation } from '../renderer/clientNavigation.ts'

// After a client-side navigation: keep the tab title and description right and start at the top.
export function onAfterRenderClient(pageContext: PageContextClient) {
  if (pageContext.isHydration) {
    history.scrollRestoration = 'manual'
    return
  }
  applyClientHead(resolveHead(pageContext).head)
  scrollToTopOnNavigation()
}
