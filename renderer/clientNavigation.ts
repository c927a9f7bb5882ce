import type { PageHead } from '../schemas/page.ts'

/** Updates the tags a visitor (or assistive technology) notices after a client-side navigation. */
export function applyClientHead(head: PageHead) {
  document.title = head.title
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description)
}

/** Every route change starts at the top of the page, unless the URL points at an anchor. */
export function scrollToTopOnNavigation() {
  history.scrollRestoration = 'manual'
  if (!location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}
