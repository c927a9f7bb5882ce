/**
 * Tells `onChange` whether the element is in view, each time that changes (the site's one
 * IntersectionObserver; plain functions, no React, so the page's own loader can use them). `margin` widens the view, e.g. '400px 0px' counts 400 px below and above
 * as in view; `threshold` is the share of the element that must be in view. Where the browser
 * has no IntersectionObserver (old browsers, jsdom), the element counts as in view at once.
 * Returns the clean-up.
 */
export function watchViewport(element: Element, onChange: (inView: boolean) => void, { margin = '0px', threshold = 0 } = {}): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true)
    return () => {}
  }
  const observer = new IntersectionObserver(([entry]) => entry && onChange(entry.isIntersecting), { rootMargin: margin, threshold })
  observer.observe(element)
  return () => observer.disconnect()
}

/** Calls `onNear` once, when the element first comes within `margin` of the viewport. Returns the clean-up. */
export function whenNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  let stop = () => {}
  stop = watchViewport(
    element,
    (inView) => {
      if (!inView) return
      stop()
      onNear()
    },
    { margin },
  )
  return stop
}
