// react-dom/client in the browser build: Preact's roots, hydrating HTML that React rendered.
import { createRoot, hydrateRoot as preactHydrateRoot } from 'preact/compat/client'

export { createRoot }

/**
 * React marks each Suspense boundary in its HTML with the comments `<!--$-->` and `<!--/$-->`;
 * Preact knows the same ranges as `<!--$s-->` and `<!--/$s-->`. Renamed, a boundary that suspends
 * while it hydrates (a static section, which never loads its code) keeps all of its server HTML,
 * not just its first element.
 */
function markSuspenseRangesForPreact(container: Node) {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT)
  for (let comment = walker.nextNode() as Comment | null; comment; comment = walker.nextNode() as Comment | null) {
    if (comment.data === '$') comment.data = '$s'
    else if (comment.data === '/$') comment.data = '/$s'
  }
}

/** Hydrates the server's HTML in container with Preact (React's options, the third argument, do not apply). */
export function hydrateRoot(container: Element, children: Parameters<typeof preactHydrateRoot>[1]) {
  markSuspenseRangesForPreact(container)
  return preactHydrateRoot(container, children)
}

export default { createRoot, hydrateRoot }
