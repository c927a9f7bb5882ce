import { ISLAND_HYDRATED_MARK, LOAD_MARGIN, PAGE_SETTLED_EVENT } from '../site/loading.ts'

/** How long to wait at most for the islands near the viewport to hydrate, in ms (one may never: renderer/islandLoading.ts keeps its HTML then). */
const ISLANDS_SETTLE_MS = 3000

/**
 * Resolves once every island among `ids` (sections that hydrate when visible) that is within
 * LOAD_MARGIN of the viewport now has hydrated, by its mark (renderer/RenderSections.tsx), or
 * after ISLANDS_SETTLE_MS. Those further away are not waited for.
 */
function nearIslandsHydrated(ids: readonly string[]): Promise<void> {
  const islands = ids.flatMap((id) => document.getElementById(id) ?? [])
  if (islands.length === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const nearness = new IntersectionObserver(
      (entries) => {
        nearness.disconnect()
        const waiting = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => `${ISLAND_HYDRATED_MARK}${entry.target.id}`))
        const check = () => {
          for (const name of waiting) if (performance.getEntriesByName(name, 'mark').length > 0) waiting.delete(name)
          if (waiting.size > 0) return
          clearTimeout(timer)
          marks.disconnect()
          resolve()
        }
        const timer = setTimeout(() => {
          waiting.clear()
          check()
        }, ISLANDS_SETTLE_MS)
        const marks = new PerformanceObserver(check)
        marks.observe({ type: 'mark' })
        check()
      },
      { rootMargin: LOAD_MARGIN },
    )
    for (const island of islands) nearness.observe(island)
  })
}

let settle: (() => void) | undefined

/** Whether the records add an element the page did not have (an element moved within it is removed and added in the same batch). */
function addsMarkup(records: MutationRecord[]): boolean {
  const removed = new Set(records.flatMap((record) => [...record.removedNodes]))
  return records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && !removed.has(node)))
}

/**
 * From the hydration render on (pages/+onBeforeRenderClient.ts): the page settles at once when its
 * markup gains an element, in the microtask after the change and so before it paints. A state
 * rendered without any interaction (the team member shell's "Teammedlem ikke fundet", a member
 * looked up in the content system) then has the full CSS from its first frame.
 */
export function settleOnNewMarkup(): void {
  let done = false
  const changes = new MutationObserver((records) => addsMarkup(records) && settle?.())
  settle = () => {
    if (done) return
    done = true
    changes.disconnect()
    dispatchEvent(new Event(PAGE_SETTLED_EVENT))
  }
  changes.observe(document.body, { childList: true, subtree: true })
}

/**
 * Once the page has hydrated (pages/+onHydrationEnd.ts): it settles, in a task of its own so their
 * hydration paints first, when the islands among `ids` near the viewport have hydrated too.
 */
export function settleWhenNearIslandsHydrated(ids: readonly string[]): void {
  void nearIslandsHydrated(ids).then(() => setTimeout(() => settle?.(), 0))
}
