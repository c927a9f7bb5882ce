import { getPageContextClient } from 'vike/client/router'

/**
 * A client-side navigation that cannot fetch what the next page needs ends in a full page load
 * of that page instead, so the address bar and the content always agree. The typical cause is a
 * new deploy that removed the old hashed chunks while this tab was open; the prerendered HTML at
 * the address is always there and always right.
 *
 * Vike already loads the page in full when its own page chunk fails with a plain import error or
 * when the page data answers 404, but not when Vite's loader fails on a chunk's CSS first
 * ("Unable to preload CSS"), when a section chunk fails, or when the page data cannot be fetched
 * at all. Those surface as a `vite:preloadError` event or as Vike rendering its error page.
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

function onPreloadError() {
  loadDestinationInFull()
}

/** For +onPageTransitionStart: a client-side navigation has begun. */
export function navigationStarted() {
  navigating = true
  // Vite's chunk loader reports every failed chunk or chunk CSS here, before it throws.
  window.addEventListener('vite:preloadError', onPreloadError)
}

/**
 * For +onPageTransitionEnd: the navigation has ended. A chunk that fails to load later (a lazy
 * dialog, the form's backend client) is left to the component that asked for it.
 */
export function navigationEnded() {
  navigating = false
  window.removeEventListener('vite:preloadError', onPreloadError)
}
