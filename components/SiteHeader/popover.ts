import { useEffect, useState, type RefObject, type ToggleEvent } from 'react'

/**
 * Whether a native popover is open, as React state for labels (its button's expanded state is the
 * browser's own: `aria-expanded` is not allowed beside `popovertarget`). The
 * browser owns the state (it opens and closes the popover before any script runs); this
 * follows its `toggle` events, and at hydration picks up a popover the visitor opened earlier.
 * Pass the returned handler as the popover's `onToggle`. The first render is always closed,
 * as on the server, so hydration matches the prerendered markup.
 */
export function usePopoverOpen(popover: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    // Once, at hydration: the browser opened the popover before React listened to its toggle events.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a single extra render, only when it was opened early
    if (popover.current?.matches(':popover-open')) setOpen(true)
  }, [popover])
  const onToggle = (event: ToggleEvent) => setOpen(event.newState === 'open')
  return [open, onToggle] as const
}

/** Closes a native popover; does nothing if it is already closed. */
export function closePopover(popover: HTMLElement | null) {
  popover?.hidePopover()
}
