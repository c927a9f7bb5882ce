// What explains a Core Web Vital, read from the performance entries web-vitals reports with it
// (`metric.entries`): LCP's element and its parts, INP's target with the island it is in and whether
// that island was ready when the interaction began, CLS's largest shift's element. web-vitals' own
// attribution build reads the same entries but weighs 5.4 KB gzip alone (its Long Animation Frame
// summaries included), more than the 5 KB a consenting visitor may fetch for all of this; what the
// site needs of it is these few lines.
import type { Metric } from 'web-vitals'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { clipSelector, type LcpParts, type VitalEntry } from '../../supabase/functions/_shared/webVitalsRules.ts'

/**
 * A short selector for an element: its tag with its id, or with its first class, under at most two
 * ancestors, stopping at the first with an id ("section#kontakt>form>button.send").
 */
export function selectorOf(node: Node | null | undefined): string {
  const parts: string[] = []
  for (let element = node instanceof Element ? node : null; element && parts.length < 3; element = element.parentElement) {
    const id = element.id ? `#${element.id}` : ''
    const className = !id && element.classList[0] ? `.${element.classList[0]}` : ''
    parts.unshift(`${element.localName}${id}${className}`)
    if (id || element === document.body) break
  }
  return clipSelector(parts.join('>'))
}

type LcpEntry = PerformanceEntry & { element?: Element | null; url?: string }
type EventEntry = PerformanceEntry & { target?: Node | null; interactionId?: number }
type ShiftEntry = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] }

/** When the page started to be shown to the visitor: its activation for a prerendered page, else 0. */
const activationStart = (navigation?: PerformanceNavigationTiming) => (navigation as { activationStart?: number } | undefined)?.activationStart ?? 0

/**
 * LCP's parts as web.dev's "Optimize LCP" splits it: time to first byte; the delay until its
 * resource's request began; the resource's load time; the delay from then to its paint. A text
 * element or an image already in memory loads nothing: its load delay and time are 0.
 */
export function lcpParts(entry: LcpEntry, navigation = performance.getEntriesByType('navigation')[0]): LcpParts | undefined {
  if (!navigation) return undefined
  const start = activationStart(navigation)
  const resource = entry.url
    ? (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((candidate) => candidate.name === entry.url)
    : undefined
  const ttfb = Math.max(0, navigation.responseStart - start)
  const requestStart = Math.max(ttfb, resource ? (resource.requestStart || resource.startTime) - start : 0)
  const responseEnd = Math.max(requestStart, resource ? resource.responseEnd - start : 0)
  const render = Math.max(responseEnd, entry.startTime - start)
  return { ttfb, loadDelay: requestStart - ttfb, loadDuration: responseEnd - requestStart, renderDelay: render - responseEnd }
}

/**
 * The island an interaction's target is in, and whether it had hydrated when the interaction began:
 * an island marks the time it hydrated (ISLAND.mark); one that had not by then was still starting
 * (the interaction itself may have started it).
 */
export function islandAt(target: Node | null | undefined, time: number): Pick<VitalEntry, 'island' | 'islandState'> {
  const island = target instanceof Element ? target.closest(`[${ISLAND.id}]`) : null
  const id = island?.getAttribute(ISLAND.id)
  if (!id) return { island: '', islandState: '' }
  const hydrated = performance.getEntriesByName(ISLAND.mark(id), 'mark')[0]
  return { island: id, islandState: hydrated && hydrated.startTime <= time ? 'ready' : 'starting' }
}

/** The metric as the site sends it, with what explains it. */
export function vitalEntry(metric: Pick<Metric, 'name' | 'value' | 'entries'>): VitalEntry {
  const { name, value } = metric
  if (name === 'LCP') {
    const entry = metric.entries.at(-1) as LcpEntry | undefined
    return entry ? { name, value, element: selectorOf(entry.element), parts: lcpParts(entry) } : { name, value, element: '' }
  }
  if (name === 'INP') {
    const entries = metric.entries as EventEntry[]
    const first = entries[0]
    if (!first) return { name, value, element: '' }
    const target = entries.find((entry) => entry.target)?.target
    return {
      name,
      value,
      element: selectorOf(target),
      interaction: first.name.startsWith('key') ? 'keyboard' : 'pointer',
      ...islandAt(target, first.startTime),
    }
  }
  if (name === 'CLS') {
    const largest = (metric.entries as ShiftEntry[]).reduce<ShiftEntry | undefined>((top, entry) => (!top || entry.value > top.value ? entry : top), undefined)
    return { name, value, element: selectorOf(largest?.sources?.find((source) => source.node)?.node) }
  }
  return { name, value, element: '' }
}
