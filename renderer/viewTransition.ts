/**
 * A client-side navigation as a view transition, where the browser has them and the visitor has not
 * asked for reduced motion: the old page is captured when the navigation begins, and the new one
 * fades in once it is rendered (the same cross-fade pages/global.css gives full page loads).
 */

/** The longest the old page may stay on screen, frozen, while the next one loads; then it simply switches. */
const LONGEST_FREEZE_MS = 1_000

let finishRunning: (() => void) | undefined
/** Resolves once the old page of the latest transition is captured (at once when there is none). */
let oldPageCaptured: Promise<void> = Promise.resolve()

function wanted(): boolean {
  return typeof document.startViewTransition === 'function' && !matchMedia('(prefers-reduced-motion: reduce)').matches
}

/**
 * For +onPageTransitionStart: starts capturing the old page, while the next page's data and code
 * load. The page may change once `untilOldPageCaptured` resolves.
 */
export function beginViewTransition(): void {
  finishRunning?.()
  oldPageCaptured = wanted() ? startTransition() : Promise.resolve()
}

/** For the render of a client-side navigation: resolves once the page may change. */
export function untilOldPageCaptured(): Promise<void> {
  return oldPageCaptured
}

function startTransition(): Promise<void> {
  const rendered = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, LONGEST_FREEZE_MS)
    finishRunning = () => {
      clearTimeout(timer)
      finishRunning = undefined
      resolve()
    }
  })
  return new Promise<void>((captured) => {
    const transition = document.startViewTransition(() => {
      captured()
      return rendered
    })
    // A transition the browser skips (a hidden tab, a second navigation) still changes the page.
    transition.finished.catch(() => {})
    transition.ready.catch(() => captured())
  })
}

/** For +onPageTransitionEnd: the new page is rendered; the transition may animate. */
export function endViewTransition() {
  finishRunning?.()
}
