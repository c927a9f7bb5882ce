import { useLayoutEffect, useState } from 'react'

/** How far (px) an item's start may lie from the row's start for the row to rest on it: scroll positions are fractional. */
const SNAPPED_PX = 2
/** Where the browser has no `scrollend` event (Safari): how long a row must not move to count as at rest. */
const QUIET_MS = 150

/** The index of the item whose start is nearest the row's start, and how far from it that start is. */
function nearestItem(row: HTMLElement, items: Iterable<Element>) {
  const start = row.getBoundingClientRect().left
  let nearest = { index: 0, distance: Infinity }
  let index = 0
  for (const item of items) {
    const distance = Math.abs(item.getBoundingClientRect().left - start)
    if (distance < nearest.distance) nearest = { index, distance }
    index++
  }
  return nearest
}

/**
 * When a carousel may take over its gallery's prerendered row, and at which item it starts. Until its
 * island runs, the row scrolls natively and snaps to an item (`scroll-snap-type: x mandatory`). A
 * visitor's first swipe starts the island, and the row may still be moving when the island hydrates:
 * taken over then, it would stop half-way, or the carousel would jump back to its first item. So the
 * row is taken over once it is at rest: at once if it rests on an item (or at its end), else when the
 * swipe (the finger lifted) and the snap that ends it are over: `scrollend`, or where the browser has
 * none, no movement for QUIET_MS. A row that never comes to rest stays a working native row.
 *
 * `row` is the scrolling element (null while the carousel cannot take over yet), `items` a selector of
 * its items relative to it (e.g. ':scope > li'). Returns undefined until then, and then the index of the
 * item at the row's start: the one the visitor swiped to, where the carousel starts.
 */
export function useRowAtRest(row: HTMLElement | null | undefined, items: string): number | undefined {
  const [restingOn, setRestingOn] = useState<number>()
  const atRest = restingOn !== undefined
  useLayoutEffect(() => {
    if (!row || atRest) return
    const nearest = () => nearestItem(row, row.querySelectorAll(items))
    const settle = () => setRestingOn(nearest().index)
    if (nearest().distance <= SNAPPED_PX || row.scrollLeft >= row.scrollWidth - row.clientWidth - SNAPPED_PX) {
      settle()
      return
    }
    if ('onscrollend' in window) {
      row.addEventListener('scrollend', settle, { once: true })
      return () => row.removeEventListener('scrollend', settle)
    }
    let quiet = setTimeout(settle, QUIET_MS)
    const moved = () => {
      clearTimeout(quiet)
      quiet = setTimeout(settle, QUIET_MS)
    }
    row.addEventListener('scroll', moved, { passive: true })
    return () => {
      clearTimeout(quiet)
      row.removeEventListener('scroll', moved)
    }
  }, [row, items, atRest])
  return restingOn
}
