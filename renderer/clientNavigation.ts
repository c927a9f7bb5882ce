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
 * How long the scroll stays taken back to the top after the last scroll that was not the visitor's: Vike
 * retries every 10 ms, after an animation frame that a busy phone can delay by hundreds of milliseconds.
 */
const QUIET_MS = 1_000
/** What a visitor scrolls with: any of these ends the guard at once. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Every route change starts at the top, back and forward included, and the browser's own scroll
 * restoration is off (head/boot.ts). Vike scrolls a new page to the top (or its #anchor) itself, but on
 * back and forward it restores the position it saved once this hook has run, and retries for about
 * 100 ms while the page is still too short to reach it. So every scroll that is not the visitor's own
 * goes back to the top, until none has come for a second or the visitor scrolls.
 */
export function scrollToTopAfterHistoryNavigation() {
  if (location.hash) return
  let quiet: ReturnType<typeof setTimeout> | undefined
  const toTop = () => {
    if (window.scrollY !== 0 || window.scrollX !== 0) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    clearTimeout(quiet)
    quiet = setTimeout(stop, QUIET_MS)
  }
  const stop = () => {
    clearTimeout(quiet)
    removeEventListener('scroll', toTop)
    for (const type of VISITOR_INPUT) removeEventListener(type, stop, true)
  }
  addEventListener('scroll', toTop, { passive: true })
  for (const type of VISITOR_INPUT) addEventListener(type, stop, { capture: true, passive: true, once: true })
  toTop()
}
