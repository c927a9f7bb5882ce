/** Closes a native popover; does nothing if it is already closed. */
export function closePopover(popover: HTMLElement | null) {
  popover?.hidePopover()
}
