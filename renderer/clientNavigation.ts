import type { PageHead } from '../schemas/page.ts'
import { applyLiveHead } from '../head/liveHead.ts'
import { absoluteUrl } from '../site/format.ts'
import { site } from '../site/index.ts'

/**
 * After a client-side navigation, the head says what pages/+Head.tsx prerendered for the new page:
 * title, description, sharing tags, canonical URL and robots (so nothing of the previous page stays,
 * such as a content-system member's own canonical URL).
 */
export function applyClientHead({ head, route }: { head: PageHead; route?: string }) {
  applyLiveHead({
    title: head.title,
    description: head.description,
    shareTitle: head.social?.title,
    shareDescription: head.social?.description,
    url: route === undefined ? null : absoluteUrl(route, site),
    noindex: head.noindex === true,
  })
}

/**
 * SPEC.md: every route change starts at the top, back and forward included (the browser's own
 * scroll restoration is switched off at hydration). Vike scrolls a new page to the top (or its #anchor) itself, but
 * on back/forward it restores the position it saved; this runs after that, in the next task.
 */
export function scrollToTopAfterNavigation() {
  if (location.hash) return
  setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), 0)
}
