import { getPageContextClient } from 'vike/client/router'

/**
 * A client-side navigation that cannot fetch what the next page needs ends in a full page load
 * of that page instead, so the address bar and the content always agree. The typical cause is a
 * new deploy that removed the old hashed chunks while this tab was open; the prerendered HTML at
 * the address is always there and always right.
 *
 * Vike already loads the page in full when its own page chunk fails with a plain import error or
 * when the page data answers 404. Every other failure (a chunk's CSS, a section's chunk, page data
 * that cannot be fetched at all) reaches Vike as an error, and Vike renders its error page, whose
 * hook calls loadDestinationInFull (pages/_error/+onBeforeRenderClient.ts). Vike has put the
 * destination in the address bar by then, so the full load takes the place of that history entry
 * (the browser loads an address equal to the current one as a replacement). Loading in full any
 * earlier, as soon as a chunk fails, would race Vike's own history entry for the same address:
 * Back would then lead to the destination again instead of the page the visitor came from.
 */
let navigating = false

/** The address the visitor is going to: that of the newest navigation Vike has begun. */
function destination(): string {
  return getPageContextClient()?.urlOriginal ?? window.location.href
}

/**
 * During a client-side navigation: starts a full load of its destination and returns that address.
 * Otherwise does nothing and returns undefined.
 */
export function loadDestinationInFull(): string | undefined {
  if (!navigating) return undefined
  const url = destination()
  window.location.assign(url)
  return url
}

/** For +onPageTransitionStart: a client-side navigation has begun. */
export function navigationStarted() {
  navigating = true
}

/**
 * For +onPageTransitionEnd: the navigation has ended. A chunk that fails to load later (a lazy
 * dialog, the form's backend client) is left to the component that asked for it.
 */
export function navigationEnded() {
  navigating = false
}
