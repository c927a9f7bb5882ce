import { useEffect, type ReactNode } from 'react'
import { studioMessages } from '../messages.ts'

// Puck 0.23's own markup misses four things axe asks for: its preview frame has no title, its zoom
// select no label, its loading spinner carries a label without a role, and each section in its outline
// is a drag handle announced as a button around the section's own buttons (select, expand, duplicate,
// remove). The editor adds what is missing, and leaves the handle to the mouse: by keyboard a
// section is selected with its own button and moved with the editor's "Flyt op" and "Flyt ned".

const text = studioMessages.editor

/** Puck's `iframe` override: the preview frame gets a title. */
export function TitledPreviewFrame({ children, document }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    document?.defaultView?.frameElement?.setAttribute('title', text.previewTitle)
  }, [document])
  return <>{children}</>
}

/** What dnd-kit gives an outline item's drag handle to announce it as a keyboard control. */
const OUTLINE_HANDLE_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-describedby', 'aria-pressed', 'aria-disabled']

function label(root: ParentNode) {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[class*="zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', text.zoom)
  for (const loader of root.querySelectorAll('[class*="_Loader"][aria-label]:not([role])')) loader.setAttribute('role', 'img')
  for (const handle of root.querySelectorAll('[class*="_Layer-inner"]:is([role], [aria-roledescription])')) {
    for (const name of OUTLINE_HANDLE_ATTRIBUTES) handle.removeAttribute(name)
    handle.setAttribute('tabindex', '-1')
  }
}

/** Mends Puck's markup inside `root` as it appears. */
export function usePuckLabels(root: HTMLElement | null) {
  useEffect(() => {
    if (!root) return
    label(root)
    const observer = new MutationObserver(() => label(root))
    observer.observe(root, { childList: true, subtree: true, attributeFilter: OUTLINE_HANDLE_ATTRIBUTES })
    return () => observer.disconnect()
  }, [root])
}
