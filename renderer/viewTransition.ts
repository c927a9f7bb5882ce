/**
 * A client-side navigation as a view transition, where the browser has them and the visitor has not
 * asked for reduced motion: the same cross-fade pages/global.css gives full page loads. The old page
 * is captured when the navigation begins, while Vike fetches the next page; the next page renders
 * once it is captured, and fades in when the navigation ends.
 */

/** The longest the old page may stay on screen, frozen, while the next one loads; then it simply switches. */
const LONGEST_FREEZE_MS = 1_000

let captured: Promise<void> = Promise.resolve()
let rendered: (() => void) | undefined

/** For +onPageTransitionStart: starts capturing the old page. */
export function beginViewTransition(): void {
  endViewTransition()
  if (typeof document.startViewTransition !== 'function' || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  captured = new Promise<void>((resolve) => {
    const transition = document.startViewTransition(() => {
      resolve()
      return new Promise<void>((done) => {
        rendered = done
        setTimeout(done, LONGEST_FREEZE_MS)
      })
    })
    // A transition the browser skips (a hidden tab, a second navigation) still changes the page.
    transition.ready.catch(() => resolve())
    transition.finished.catch(() => {})
  })
}

/** For the render of a client-side navigation: resolves once the page may change. */
export function untilOldPageCaptured(): Promise<void> {
  return captured
}

/** For +onPageTransitionEnd: the new page is rendered; the transition may animate. */
export function endViewTransition(): void {
  rendered?.()
  rendered = undefined
  captured = Promise.resolve()
}
