import { useEffect, type ReactNode } from 'react'
import { studioMessages } from '../messages.ts'

// Puck 0.23's own markup misses three things axe asks for: its preview frame has no title, its zoom
// select no label, and its loading spinner carries a label without a role. The editor adds them.

const text = studioMessages.editor

/** Puck's `iframe` override: the preview frame gets a title. */
export function TitledPreviewFrame({ children, document }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    document?.defaultView?.frameElement?.setAttribute('title', text.previewTitle)
  }, [document])
  return <>{children}</>
}

function label(root: ParentNode) {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', text.zoom)
  for (const loader of root.querySelectorAll('[class*="_Loader"][aria-label]:not([role])')) loader.setAttribute('role', 'img')
}

/** Labels Puck's zoom select and loaders inside `root` as they appear. */
export function usePuckLabels(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return
    label(root)
    const observer = new MutationObserver(() => label(root))
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [root])
}
