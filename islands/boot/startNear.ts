// Every island is watched as it comes within LOAD_MARGIN of the viewport: once the page has loaded
// and is idle, the code of those near (and of those that come near later) is fetched ahead, without
// being run. An island with work of its own (`data-start="near"`) starts when near, once the first
// screen is shown, a frame and a task later: its code never shares the connection or the main thread
// with the page's largest paint. One that waits for consent starts as soon as the visitor gives it
// (`startNear` again: the head's consent script and the consent layer set `<html data-consent>`).
import { LOAD_MARGIN } from '../loading.ts'
import { BOOT_ATTRIBUTES as ISLAND } from '../bootAttributes.ts'
import { islandOf, listed } from './bootTag.ts'
import { fetchAhead } from './islandFiles.ts'
import { startIsland } from './startIsland.ts'

/** Resolves once the page has painted. */
const firstScreenShown = () => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'paint', buffered: true }))

/** Whether an island starts by itself near the viewport now: it is marked so, its consent purpose is allowed, its media query matches, the address has its query parameter. */
function canStartNear(island: Element) {
  if (island.getAttribute(ISLAND.start) !== 'near') return false
  const purpose = island.getAttribute(ISLAND.startConsent)
  const media = island.getAttribute(ISLAND.startMedia)
  const query = listed(island, ISLAND.startQuery)
  const params = new URLSearchParams(location.search)
  return (
    (!purpose || listed(document.documentElement, 'data-consent').includes(purpose)) &&
    (!media || matchMedia(media).matches) &&
    (!query.length || query.some((name) => params.has(name)))
  )
}

const near = new Set<Element>()

/** Starts the islands near the viewport that may start by themselves now. */
export const startNear = () => {
  for (const island of near) if (canStartNear(island)) startIsland(island)
}

/** Fetches ahead the files of the islands near the viewport (once the page is idle: fetchAhead waits for it). */
export const fetchNearAhead = () => near.forEach(fetchAhead)

export function watchNearIslands() {
  const nearWatcher = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        const island = islandOf(target)!
        if (!isIntersecting) near.delete(island)
        else {
          near.add(island)
          fetchAhead(island)
        }
      }
      void firstScreenShown().then(startNear)
    },
    { rootMargin: LOAD_MARGIN },
  )
  // What shows an island: a section island is a box of its own; a div or span island (display: contents) shows its first element.
  for (const island of document.querySelectorAll(`[${ISLAND.module}]`)) {
    const box = island.localName === 'section' ? island : island.firstElementChild
    if (box) nearWatcher.observe(box)
  }
}
