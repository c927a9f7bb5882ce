import type { ViewOf } from '../../schemas/collections/index.ts'
import { CASE_METRIC_KEYS } from '../../schemas/collections/case.ts'

/** A case as the carousel's cards receive it. */
export type CaseCardItem = ViewOf<'cases', 'card'>
/** The carousel's filter: every case, or one type. */
export type CaseFilter = 'all' | CaseCardItem['type']
export const CASE_FILTERS: readonly CaseFilter[] = ['all', 'ecommerce', 'service']

/** At most this many metrics and service tags per home card (SPEC.md section 9). */
export const CARD_METRICS = 2
export const CARD_TAGS = 3
/** Autoplay delay, and the width from which the carousel autoplays (SPEC.md section 9): every 5 s from 768 px. */
export const AUTOPLAY_DELAY_MS = 5000
export const AUTOPLAY_MIN_WIDTH = '(min-width: 768px)'
/** Marks the rotation control, whose own focus, keys and presses do not count as the interaction that stops autoplay. */
export const ROTATION_CONTROL = 'data-rotation-control'

/** The cases a filter keeps, in their order. */
export function filterCases(cases: readonly CaseCardItem[], filter: CaseFilter): CaseCardItem[] {
  return filter === 'all' ? [...cases] : cases.filter((item) => item.type === filter)
}

type MetricKey = (typeof CASE_METRIC_KEYS)[number]

/** A card's first metrics, in the order the case lists them. */
export function cardMetrics(item: CaseCardItem): { key: MetricKey; value: string }[] {
  return (Object.entries(item.metrics) as [MetricKey, string | undefined][]).flatMap(([key, value]) => (value ? [{ key, value }] : [])).slice(0, CARD_METRICS)
}
