import { ISLAND_HYDRATED_MARK, LOAD_MARGIN } from '../site/loading.ts'

/** How long to wait at most for the islands near the viewport to hydrate, in ms (one may never: renderer/RenderSections.tsx keeps its HTML then). */
export const ISLANDS_SETTLE_MS = 3000

/**
 * Resolves once every island among `ids` (sections that hydrate when visible) that is within
 * LOAD_MARGIN of the viewport now has hydrated, by its mark (renderer/RenderSections.tsx), or
 * after ISLANDS_SETTLE_MS. Those further away are not waited for.
 */
export function nearIslandsHydrated(ids: readonly string[]): Promise<void> {
  const islands = ids.flatMap((id) => document.getElementById(id) ?? [])
  if (islands.length === 0) return Promise.resolve()
  return new Promise((resolve) => {
    const nearness = new IntersectionObserver(
      (entries) => {
        nearness.disconnect()
        const waiting = new Set(entries.filter((entry) => entry.isIntersecting).map((entry) => `${ISLAND_HYDRATED_MARK}${entry.target.id}`))
        const settle = () => {
          for (const name of waiting) if (performance.getEntriesByName(name, 'mark').length > 0) waiting.delete(name)
          if (waiting.size > 0) return
          clearTimeout(timer)
          marks.disconnect()
          resolve()
        }
        const timer = setTimeout(() => {
          waiting.clear()
          settle()
        }, ISLANDS_SETTLE_MS)
        const marks = new PerformanceObserver(settle)
        marks.observe({ type: 'mark' })
        settle()
      },
      { rootMargin: LOAD_MARGIN },
    )
    for (const island of islands) nearness.observe(island)
  })
}
