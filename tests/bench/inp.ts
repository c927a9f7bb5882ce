// Interaction to Next Paint in the bench's pages, measured by web-vitals (its classic-script build,
// put into the page before the page's own scripts), counting only the interactions from a moment the
// bench sets, so that what it does to prepare is not counted.
import { readFileSync } from 'node:fs'

/** web-vitals' build for a classic script, without attribution: it defines `webVitals` on the page. */
const WEB_VITALS_SCRIPT = readFileSync(new URL('web-vitals.iife.js', import.meta.resolve('web-vitals')), 'utf8')

interface InpWindow {
  /** From when (performance.now()) interactions count; none before it is set. */
  __inpFrom?: number
  /** What web-vitals reported, in order: the last is the INP so far. */
  __inp: { value: number; event: string }[]
}

/**
 * Runs in the page before its own scripts (its source is sent as text, after web-vitals'): records
 * INP with web-vitals, which is handed only the Event Timing entries of interactions from
 * `__inpFrom` on. The filter sits in front of the observers web-vitals creates in onINP only; the
 * page's own code gets the browser's PerformanceObserver.
 */
function recordInp(webVitals: typeof import('web-vitals')) {
  const page = window as unknown as InpWindow
  page.__inp = []
  const Native = PerformanceObserver
  const counted = (entry: PerformanceEntry) =>
    (entry.entryType !== 'event' && entry.entryType !== 'first-input') || entry.startTime >= (page.__inpFrom ?? Infinity)
  window.PerformanceObserver = class extends Native {
    constructor(callback: PerformanceObserverCallback) {
      super((list, observer) => callback({ getEntries: () => list.getEntries().filter(counted) } as PerformanceObserverEntryList, observer))
    }
    takeRecords() {
      return super.takeRecords().filter(counted)
    }
  }
  // Every interaction that takes 16 ms or more (the least Event Timing reports), not only web-vitals' default 40.
  webVitals.onINP((metric) => page.__inp.push({ value: metric.value, event: metric.entries[0]?.name ?? '' }), { reportAllChanges: true, durationThreshold: 16 })
  window.PerformanceObserver = Native
}

/** The init script (Playwright's addInitScript: it runs before the page's own, outside its Content Security Policy). */
export const INP_INIT_SCRIPT = `${WEB_VITALS_SCRIPT}\n;(${recordInp.toString()})(webVitals)`

/** An expression that starts counting interactions now. */
export const START_INP = 'window.__inpFrom = performance.now()'

/** Runs in the page: hides it, as a visitor leaving the tab does, so web-vitals reports its final INP, and resolves with it (null when it saw none). */
function finalInp() {
  const page = window as unknown as InpWindow
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  return new Promise((resolve) => setTimeout(resolve, 100)).then(() => page.__inp.at(-1) ?? null)
}

/** An expression that resolves with the INP so far ({ value, event }), or null when no interaction took 16 ms or more. */
export const FINAL_INP = `(${finalInp.toString()})()`
