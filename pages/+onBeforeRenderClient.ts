import type { PageContextClient } from 'vike/types'
import { untilOldPageCaptured } from '../renderer/viewTransition.ts'

// Every page, beside its own hook (Vike runs them together): a client-side navigation renders the
// next page only once the view transition has captured the old one (+onPageTransitionStart.ts).
export function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return untilOldPageCaptured()
}
