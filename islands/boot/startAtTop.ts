/**
 * Every page change starts at the top: the browser's own scroll restoration is off, and a page the
 * browser shows again from its back/forward cache goes to the top too (unless the address names a
 * section), with its menus closed.
 */
export function startAtTop() {
  history.scrollRestoration = 'manual'
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    for (const popover of document.querySelectorAll(':popover-open')) (popover as HTMLElement).hidePopover()
    if (!location.hash) scrollTo({ top: 0, left: 0, behavior: 'instant' })
  })
}
