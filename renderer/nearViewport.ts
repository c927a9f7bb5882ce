/** How far below (or above) the viewport a section starts loading, so it is ready when scrolled to. */
const LOAD_MARGIN = '400px 0px'

/**
 * Resolves once the element with this id is within LOAD_MARGIN of the viewport (at once if it
 * already is, if it is missing, or where IntersectionObserver does not exist).
 */
export function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id)
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: LOAD_MARGIN },
    )
    observer.observe(element)
  })
}
