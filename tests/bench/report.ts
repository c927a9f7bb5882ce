import type { Measurement, Metric } from './lighthouse.ts'
import type { PageBytes } from './pageBytes.ts'

/** One table row: a route (or the floor) with its byte sizes and median Lighthouse results. */
export interface Row {
  route: string
  bytes: PageBytes
  median: Record<Metric, number>
  /** Median LCP divided by the floor's median LCP. */
  lcpRatio: number
  /** Median TBT minus the floor's median TBT, in ms. */
  tbtOverFloor: number
  /** Median ms from first contentful paint to the end of hydration (390 px window, CPU 4x slower); null for a page without hydration. */
  paintToInteractive: number | null
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

/** Kilobytes of 1000 bytes, as in tests/bench/budgets.ts. */
const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const whole = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1))

const COLUMNS: [title: string, cell: (row: Row) => string][] = [
  ['Route', (row) => row.route],
  ['HTML KB gz', (row) => kb(row.bytes.html)],
  ['JS KB gz', (row) => kb(row.bytes.js)],
  ['CSS KB gz', (row) => kb(row.bytes.css)],
  ['Perf', (row) => whole(row.median.performance)],
  ['A11y', (row) => whole(row.median.accessibility)],
  ['BP', (row) => whole(row.median.bestPractices)],
  ['SEO', (row) => whole(row.median.seo)],
  ['FCP ms', (row) => row.median.fcp.toFixed(0)],
  ['LCP ms', (row) => row.median.lcp.toFixed(0)],
  ['LCP/floor', (row) => row.lcpRatio.toFixed(2)],
  ['TBT ms', (row) => row.median.tbt.toFixed(0)],
  ['TBT−floor', (row) => row.tbtOverFloor.toFixed(0)],
  ['CLS', (row) => row.median.cls.toFixed(3)],
  ['Paint→interactive ms', (row) => (row.paintToInteractive === null ? '-' : row.paintToInteractive.toFixed(0))],
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
  'Targets: Performance >= 99, Accessibility = Best Practices = SEO = 100, LCP/floor <= 1.5, TBT < 20 ms, TBT−floor < 50 ms, CLS < 0.01,\n' +
  '         paint-to-interactive <= 1000 ms (first contentful paint to hydration end, 390 px window, CPU 4x slower)'

/** Every target a row misses, as readable text (empty when it meets them all). */
export function misses(row: Row): string[] {
  const { median: m } = row
  const checks: [ok: boolean, text: string][] = [
    [m.performance >= 99, `Performance ${whole(m.performance)} < 99`],
    [m.accessibility === 100, `Accessibility ${whole(m.accessibility)} < 100`],
    [m.bestPractices === 100, `Best Practices ${whole(m.bestPractices)} < 100`],
    [m.seo === 100, `SEO ${whole(m.seo)} < 100`],
    [row.lcpRatio <= 1.5, `LCP/floor ${row.lcpRatio.toFixed(2)} > 1.5`],
    [m.tbt < 20, `TBT ${m.tbt.toFixed(0)} ms >= 20`],
    [row.tbtOverFloor < 50, `TBT−floor ${row.tbtOverFloor.toFixed(0)} ms >= 50`],
    [m.cls < 0.01, `CLS ${m.cls.toFixed(3)} >= 0.01`],
    [row.paintToInteractive === null || row.paintToInteractive <= 1000, `paint-to-interactive ${row.paintToInteractive?.toFixed(0)} ms > 1000`],
  ]
  return checks.filter(([ok]) => !ok).map(([, text]) => text)
}
