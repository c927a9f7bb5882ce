import { whenNearViewport } from '../components/hooks/viewport.ts'

/**
 * How far below (or above) the viewport a section starts loading, so it is ready when scrolled to.
 * head/boot.js starts the page's code with the same margin (build/optimizeHtml.ts hands it over).
 */
export const LOAD_MARGIN = '400px 0px'

/** Resolves once the element with this id is within LOAD_MARGIN of the viewport (at once if it is missing). */
export function nearViewport(id: string): Promise<void> {
  const element = document.getElementById(id)
  return new Promise((resolve) => (element ? whenNearViewport(element, LOAD_MARGIN, resolve) : resolve()))
}
