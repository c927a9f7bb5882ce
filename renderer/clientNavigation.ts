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
 * Every route change starts at the top, back and forward included, and the browser's own scroll
 * restoration is off (head/boot.ts). Vike scrolls a new page to the top (or its #anchor) itself, but on
 * back and forward it restores the position it saved, after the render: this runs in the next task.
 */
export function scrollToTopAfterHistoryNavigation() {
  if (location.hash) return
  setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), 0)
}
