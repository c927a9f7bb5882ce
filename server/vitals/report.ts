// What `npm run vitals` shows: the database's web_vitals_report (supabase/migrations) as a table for the
// terminal and as a self-contained HTML page with a chart per metric. No I/O here.
import { METRIC_RULES, rate, type MetricName, type Rating } from '../../supabase/functions/_shared/webVitalsRules.ts'

/** web_vitals_report's answer. */
export interface VitalsReport {
  days: number
  routes: { path: string; viewport: string; metric: MetricName; p75: number; samples: number }[]
  worstTargets: { element: string; island: string; p75: number; samples: number; starting: number }[]
}

/** The three Core Web Vitals, in the order Google lists them. */
export const CORE_METRICS = ['LCP', 'INP', 'CLS'] as const satisfies readonly MetricName[]

const RATING_TEXT: Record<Rating, string> = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' }
const RATING_COLOUR: Record<Rating, string> = { good: '#0a7f3f', 'needs-improvement': '#a35b00', poor: '#b3261e' }

/** A value as Google's reports write it: milliseconds whole, CLS with two decimals. */
export const formatValue = (metric: MetricName, value: number) => (metric === 'CLS' ? value.toFixed(2) : `${Math.round(value)} ms`)

/** One line per route and viewport class: each Core Web Vital's 75th percentile with its rating and sample count. */
export function reportRows(report: VitalsReport) {
  const keys = [...new Set(report.routes.map((row) => `${row.path}\t${row.viewport}`))]
  return keys.map((key) => {
    const [path, viewport] = key.split('\t') as [string, string]
    const cells = CORE_METRICS.map((metric) => {
      const row = report.routes.find((candidate) => candidate.path === path && candidate.viewport === viewport && candidate.metric === metric)
      return row ? `${formatValue(metric, row.p75)} ${RATING_TEXT[rate(metric, row.p75)]} (n=${row.samples})` : '–'
    })
    return { path, viewport, cells }
  })
}

/** The report as text for the terminal. */
export function reportText(report: VitalsReport): string {
  const rows = reportRows(report)
  if (rows.length === 0) return `No page views measured in the last ${report.days} days.`
  const table = [['Route', 'Viewport', ...CORE_METRICS.map((metric) => `${metric} p75`)], ...rows.map((row) => [row.path, row.viewport, ...row.cells])]
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)))
  const lines = table.map((line) =>
    line
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  )
  const worst = report.worstTargets.map(
    (target, index) =>
      `${index + 1}. ${target.element || '(unknown element)'} in ${target.island ? `island "${target.island}"` : 'no island'}: INP p75 ${formatValue('INP', target.p75)} ${RATING_TEXT[rate('INP', target.p75)]}, ${target.samples} interaction(s), ${target.starting} while the island was starting`,
  )
  return [
    `Core Web Vitals of real visitors (75th percentile, last ${report.days} days), rated by Google's thresholds:`,
    '',
    ...lines,
    '',
    'The five interaction targets with the worst INP:',
    ...(worst.length > 0 ? worst : ['(no interactions measured)']),
  ].join('\n')
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** A horizontal bar chart of one metric's 75th percentiles, with Google's two thresholds drawn in. */
function chart(report: VitalsReport, metric: (typeof CORE_METRICS)[number]): string {
  const rows = report.routes.filter((row) => row.metric === metric)
  const { good, poor } = METRIC_RULES[metric]
  const max = Math.max(poor * 1.25, ...rows.map((row) => row.p75))
  const labelWidth = 220
  const width = 760
  const barArea = width - labelWidth - 150
  const x = (value: number) => labelWidth + (value / max) * barArea
  const height = 30 + rows.length * 26
  const bars = rows.map((row, index) => {
    const y = 24 + index * 26
    const rating = rate(metric, row.p75)
    return `<text x="${labelWidth - 8}" y="${y + 14}" text-anchor="end">${escapeHtml(`${row.path} · ${row.viewport}`)}</text><rect x="${labelWidth}" y="${y}" width="${Math.max(1, x(row.p75) - labelWidth).toFixed(1)}" height="18" fill="${RATING_COLOUR[rating]}"><title>${escapeHtml(`${formatValue(metric, row.p75)}, ${RATING_TEXT[rating]}, ${row.samples} page views`)}</title></rect><text x="${(x(row.p75) + 6).toFixed(1)}" y="${y + 14}">${escapeHtml(`${formatValue(metric, row.p75)} (n=${row.samples})`)}</text>`
  })
  const threshold = (value: number, label: string) =>
    `<line x1="${x(value).toFixed(1)}" x2="${x(value).toFixed(1)}" y1="14" y2="${height}" stroke="#555" stroke-dasharray="4 3"/><text x="${x(value).toFixed(1)}" y="10" text-anchor="middle" class="small">${label} ${formatValue(metric, value)}</text>`
  const body = rows.length > 0 ? bars.join('') : `<text x="${labelWidth}" y="40">No page views measured.</text>`
  return `<section><h2>${metric}</h2><svg role="img" aria-label="${metric} 75th percentile per route and viewport" viewBox="0 0 ${width} ${height + 10}" width="${width}">${threshold(good, 'good ≤')}${threshold(poor, 'poor >')}${body}</svg></section>`
}

/** The report as one HTML page with no outside files: a chart per Core Web Vital and the worst INP targets. */
export function reportHtml(report: VitalsReport, generatedAt = new Date()): string {
  const targets = report.worstTargets
    .map(
      (target) =>
        `<tr><td><code>${escapeHtml(target.element || '(unknown)')}</code></td><td>${escapeHtml(target.island || '–')}</td><td>${formatValue('INP', target.p75)}</td><td>${target.samples}</td><td>${target.starting}</td></tr>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Core Web Vitals of real visitors</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#1b1b1b}svg text{font-size:12px}svg .small{font-size:11px}table{border-collapse:collapse}td,th{border-bottom:1px solid #ccc;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>Core Web Vitals of real visitors</h1>
<p>75th percentile per route and viewport class over the last ${report.days} days, as Chrome's field data counts, coloured by Google's thresholds (green good, amber needs improvement, red poor). Made ${escapeHtml(generatedAt.toISOString())}.</p>
${CORE_METRICS.map((metric) => chart(report, metric)).join('\n')}
<section><h2>The five interaction targets with the worst INP</h2>
<table><thead><tr><th>Target</th><th>Island</th><th>INP p75</th><th>Interactions</th><th>While the island was starting</th></tr></thead><tbody>${targets || '<tr><td colspan="5">No interactions measured.</td></tr>'}</tbody></table></section>
</body></html>
`
}
