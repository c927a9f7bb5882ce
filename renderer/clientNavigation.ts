import type { PageHead } from '../schemas/page.ts'

/** Updates the tags a visitor (or assistive technology) notices after a client-side navigation. */
export function applyClientHead(head: PageHead) {
  document.title = head.title
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description)
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
