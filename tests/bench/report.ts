import { BYTE_BUDGETS } from './budgets.ts'
import type { PhoneLoad } from './interactive.ts'
import type { Measurement, Metric } from './lighthouse.ts'
import type { PageBytes } from './pageBytes.ts'

// The phone and navigation figures are measured with the CPU slowed as DevTools' mid-tier phone (tests/bench/slowdown.ts).

/** The JavaScript a page with no island near its first screen may fetch before the first interaction, compressed bytes: the budget of all a page starts. */
export const JS_BEFORE_INTERACTION_TARGET = BYTE_BUDGETS.js
/** The most an island may take to answer, from first paint or from coming into view; ms. */
export const ISLAND_TARGET_MS = 600
/** The most a client-side click on a hovered link may take to show the next page's heading, without the view transition (reduced motion); ms. */
export const NAVIGATION_TARGET_MS = 150
/** The most Interaction to Next Paint may be: the Core Web Vital's "good"; ms. */
export const INP_TARGET_MS = 200

/** How far a route's FCP and LCP may be from the floor's (route / floor), first and repeat visit. */
export interface RatioLimits {
  fcp: number
  lcp: number
  repeatFcp: number
  repeatLcp: number
}

/**
 * 1.1x the floor, but for two kinds of page whose content the spec fixes: the home page shows eleven
 * sections (first visit 1.35x, repeat 1.15x), a blog article a photo on its first screen (LCP 1.2x).
 */
export function ratioLimits(route: string): RatioLimits {
  if (route === '/') return { fcp: 1.35, lcp: 1.35, repeatFcp: 1.15, repeatLcp: 1.15 }
  if (/^\/blog\/[^/]+$/.test(route)) return { fcp: 1.1, lcp: 1.2, repeatFcp: 1.1, repeatLcp: 1.2 }
  return { fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1 }
}

/** One table row: a route (or the floor) with its byte sizes, median Lighthouse results and phone loads. */
export interface Row {
  route: string
  bytes: PageBytes
  /** Medians of the first visits. */
  median: Record<Metric, number>
  /** Median of the rounds' FCP and LCP divided by the same round's floor, first and repeat visit. */
  ratios: { fcp: number; lcp: number; repeatFcp: number; repeatLcp: number }
  /** Median of the rounds' TBT minus the same round's floor TBT, in ms. */
  tbtOverFloor: number
  /** The phone loads (390 px, CPU slowed, no interaction): medians, and whether an island is near the first screen. */
  phone: { jsBeforeInteraction: number; requests: number; islandNear: boolean; islandResponse: number | null; island: string | null }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) throw new Error('median of no values')
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function medians(runs: Measurement[], metrics: readonly Metric[]): Record<Metric, number> {
  return Object.fromEntries(metrics.map((metric) => [metric, median(runs.map((run) => run[metric]))])) as Record<Metric, number>
}

/** The median over rounds of a route's value against the floor's in the same round (runs and floorRuns are in round order). */
export function perRound(runs: number[], floorRuns: number[], compare: (route: number, floor: number) => number): number {
  if (runs.length !== floorRuns.length) throw new Error(`${runs.length} runs against ${floorRuns.length} floor runs`)
  return median(runs.map((value, round) => compare(value, floorRuns[round]!)))
}

/** The phone figures of a route: medians of its loads; an island counts as near when it was in most loads. */
export function phoneSummary(loads: PhoneLoad[]): Row['phone'] {
  const responses = loads.flatMap((load) => (load.islandResponse === null ? [] : [load.islandResponse]))
  return {
    jsBeforeInteraction: median(loads.map((load) => load.jsBeforeInteraction)),
    requests: median(loads.map((load) => load.requests)),
    islandNear: loads.filter((load) => load.islandNear).length * 2 > loads.length,
    islandResponse: responses.length > 0 ? median(responses) : null,
    island: loads.find((load) => load.island)?.island ?? null,
  }
}

/** Kilobytes of 1000 bytes, as in tests/bench/budgets.ts. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const whole = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1))

const COLUMNS: [title: string, cell: (row: Row) => string][] = [
  ['Route', (row) => row.route],
  ['HTML KB gz', (row) => kb(row.bytes.html)],
  ['JS KB gz', (row) => kb(row.bytes.js)],
  ['JS before KB', (row) => kb(row.phone.jsBeforeInteraction) + (row.phone.islandNear ? '*' : '')],
  ['Requests', (row) => whole(row.phone.requests)],
  ['Perf', (row) => whole(row.median.performance)],
  ['A11y', (row) => whole(row.median.accessibility)],
  ['BP', (row) => whole(row.median.bestPractices)],
  ['SEO', (row) => whole(row.median.seo)],
  ['FCP/floor', (row) => row.ratios.fcp.toFixed(2)],
  ['LCP/floor', (row) => row.ratios.lcp.toFixed(2)],
  ['FCP/floor rep', (row) => row.ratios.repeatFcp.toFixed(2)],
  ['LCP/floor rep', (row) => row.ratios.repeatLcp.toFixed(2)],
  ['TBT−floor', (row) => row.tbtOverFloor.toFixed(0)],
  ['CLS', (row) => row.median.cls.toFixed(3)],
  ['Island ms', (row) => (row.phone.islandResponse === null ? '-' : row.phone.islandResponse.toFixed(0))],
]

/** A plain-text table: route left-aligned, numbers right-aligned. */
export function table(rows: Row[]): string {
  const cells = [COLUMNS.map(([title]) => title), ...rows.map((row) => COLUMNS.map(([, cell]) => cell(row)))]
  const widths = COLUMNS.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)))
  const format = (line: string[]) => line.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  const [header, ...body] = cells.map(format)
  return [header, '-'.repeat(header!.length), ...body].join('\n')
}

export const TARGETS_TEXT =
  'Targets: Lighthouse 100 in all four categories; FCP and LCP within 1.1x the floor, first and repeat visit, except / (first visit 1.35x,\n' +
  `         repeat 1.15x) and /blog/<article> (LCP 1.2x); TBT−floor < 10 ms; CLS 0 (< 0.001); JavaScript before the first interaction\n` +
  `         <= ${JS_BEFORE_INTERACTION_TARGET / 1000} KB where no island is near the first screen (* = an island is near: its code loads at once);\n` +
  `         islands answer within ${ISLAND_TARGET_MS} ms of first paint or of coming into view; a hovered link's page shows its heading within\n` +
  `         ${NAVIGATION_TARGET_MS} ms of the click, client-side, without the view transition (reduced motion); INP <= ${INP_TARGET_MS} ms\n` +
  '         (phone, navigation and INP figures with the CPU slowed as above)'

/** Every target a row misses, as readable text (empty when it meets them all). */
export function misses(row: Row): string[] {
  const { median: m, ratios, phone } = row
  const limits = ratioLimits(row.route)
  const checks: [ok: boolean, text: string][] = [
    [m.performance === 100, `Performance ${whole(m.performance)} < 100`],
    [m.accessibility === 100, `Accessibility ${whole(m.accessibility)} < 100`],
    [m.bestPractices === 100, `Best Practices ${whole(m.bestPractices)} < 100`],
    [m.seo === 100, `SEO ${whole(m.seo)} < 100`],
    [ratios.fcp <= limits.fcp, `FCP/floor ${ratios.fcp.toFixed(2)} > ${limits.fcp}`],
    [ratios.lcp <= limits.lcp, `LCP/floor ${ratios.lcp.toFixed(2)} > ${limits.lcp}`],
    [ratios.repeatFcp <= limits.repeatFcp, `repeat FCP/floor ${ratios.repeatFcp.toFixed(2)} > ${limits.repeatFcp}`],
    [ratios.repeatLcp <= limits.repeatLcp, `repeat LCP/floor ${ratios.repeatLcp.toFixed(2)} > ${limits.repeatLcp}`],
    [row.tbtOverFloor < 10, `TBT−floor ${row.tbtOverFloor.toFixed(0)} ms >= 10`],
    [m.cls < 0.001, `CLS ${m.cls.toFixed(3)} > 0`],
    [
      phone.islandNear || phone.jsBeforeInteraction <= JS_BEFORE_INTERACTION_TARGET,
      `JavaScript before interaction ${kb(phone.jsBeforeInteraction)} KB > ${JS_BEFORE_INTERACTION_TARGET / 1000} KB`,
    ],
    [
      phone.islandResponse === null || phone.islandResponse <= ISLAND_TARGET_MS,
      `island #${phone.island} answers after ${phone.islandResponse?.toFixed(0)} ms > ${ISLAND_TARGET_MS}`,
    ],
  ]
  return checks.filter(([ok]) => !ok).map(([, text]) => text)
}

/** One interaction's INP: what was done, on which route, and the median over the rounds, ms. */
export interface InpRow {
  name: string
  route: string
  inp: number
}

/** The INP table: one line per interaction, with the target. */
export function inpTable(rows: InpRow[]): string {
  const cells = [['Interaction', 'Route', 'INP ms', 'Target'], ...rows.map((row) => [row.name, row.route, row.inp.toFixed(0), `<= ${INP_TARGET_MS}`])]
  const widths = cells[0]!.map((_, column) => Math.max(...cells.map((line) => line[column]!.length)))
  const format = (line: string[]) => line.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  const [header, ...body] = cells.map(format)
  return [header, '-'.repeat(header!.length), ...body].join('\n')
}

/** The INP target missed by an interaction, as readable text, or undefined when it is met. */
export function inpMiss(row: InpRow): string | undefined {
  return row.inp <= INP_TARGET_MS ? undefined : `INP ${row.inp.toFixed(0)} ms > ${INP_TARGET_MS}`
}
