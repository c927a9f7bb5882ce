// Real visitors' speed (Core Web Vitals), sent by the browser with consent to statistics: the one
// rule set the browser (consent/measurement/webVitals*.ts) and the web-vitals function share. The
// database's checks (supabase/migrations/20261129090000_web_vitals.sql) hold the same bounds, and
// supabase/migrations/webVitals.test.ts compares them with METRIC_RULES. Node and Deno alike, so no
// imports here.

/**
 * Each metric the site measures, with the values a browser can plausibly report (outside them the
 * batch is refused) and Google's thresholds: up to `good` is good, up to `poor` needs improvement,
 * above is poor (web.dev's "Web Vitals" thresholds, the ones Chrome's field data rates by).
 * Times are milliseconds; CLS is a score without a unit.
 */
export const METRIC_RULES = {
  LCP: { max: 120_000, good: 2500, poor: 4000 },
  INP: { max: 60_000, good: 200, poor: 500 },
  CLS: { max: 10, good: 0.1, poor: 0.25 },
  FCP: { max: 120_000, good: 1800, poor: 3000 },
  TTFB: { max: 120_000, good: 800, poor: 1800 },
} as const

export type MetricName = keyof typeof METRIC_RULES
export const METRIC_NAMES = Object.keys(METRIC_RULES) as MetricName[]
export type Rating = 'good' | 'needs-improvement' | 'poor'

/** Google's rating of a value. */
export function rate(name: MetricName, value: number): Rating {
  const { good, poor } = METRIC_RULES[name]
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor'
}

/** How the page was shown, as web-vitals names it: a load (or reload, or a Back that loaded it), a prerendered page activated, a page restored from the back/forward cache or after the browser discarded it. */
export const SHOWN_AS = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const
/** The viewport's width class: phone under 768 px, tablet under 1024 px, desktop from 1024 px. */
export const VIEWPORTS = ['phone', 'tablet', 'desktop'] as const
/** The effective connection type where the browser tells it ('' where it does not). */
export const CONNECTIONS = ['', 'slow-2g', '2g', '3g', '4g'] as const
/** Whether the island an interaction was in had hydrated when it began ('' outside an island). */
export const ISLAND_STATES = ['', 'ready', 'starting'] as const
/** INP's interaction type ('' for the other metrics). */
export const INTERACTIONS = ['', 'pointer', 'keyboard'] as const

export const VITALS_LIMITS = {
  /** Entries in one batch (one page view sends at most five). */
  entries: 20,
  /** Bytes of one request body. */
  bodyBytes: 16_384,
  /** Characters of a path; a longer one is cut. */
  path: 500,
  /** Characters of an element's selector; a longer one keeps its end (the element itself). */
  selector: 100,
  /** Characters of an island's id. */
  island: 100,
} as const

export const viewportOf = (width: number): (typeof VIEWPORTS)[number] => (width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop')

/** LCP's parts: time to first byte, resource load delay, resource load time and element render delay (ms). */
export interface LcpParts {
  ttfb: number
  loadDelay: number
  loadDuration: number
  renderDelay: number
}
export const LCP_PARTS = ['ttfb', 'loadDelay', 'loadDuration', 'renderDelay'] as const satisfies readonly (keyof LcpParts)[]

/** One metric of a page view as sent. */
export interface VitalEntry {
  name: MetricName
  value: number
  /** LCP's element, INP's target, CLS's largest shift's element: a short selector ('' when unknown). */
  element: string
  /** LCP only. */
  parts?: LcpParts
  /** INP only: the pointer or keyboard. */
  interaction?: (typeof INTERACTIONS)[number]
  /** INP only: the `data-island-id` of the island the target is in. */
  island?: string
  islandState?: (typeof ISLAND_STATES)[number]
}

/** What the browser sends at page hide: one page view's metrics that changed since it last sent. */
export interface VitalsBatch {
  /** A random id for this page view (a page restored from the back/forward cache is a new one); nothing ties it to a visitor. */
  pageView: string
  path: string
  shownAs: (typeof SHOWN_AS)[number]
  viewport: (typeof VIEWPORTS)[number]
  connection: (typeof CONNECTIONS)[number]
  entries: VitalEntry[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ISLAND_ID = /^[\w-]*$/

/** A selector cut to the limit from its start: its end names the element itself. */
export function clipSelector(selector: string): string {
  const chars = [...selector]
  return chars.length <= VITALS_LIMITS.selector ? selector : chars.slice(-VITALS_LIMITS.selector).join('')
}

/** A page's path only: no query, no fragment, at most VITALS_LIMITS.path characters. */
export function pathOnly(address: string): string {
  const path = address.split(/[?#]/, 1)[0]!
  return [...path].slice(0, VITALS_LIMITS.path).join('')
}

type Read<T> = { ok: true; value: T } | { ok: false; error: string }
const refuse = (error: string): { ok: false; error: string } => ({ ok: false, error })
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value)
const inRange = (value: unknown, max: number): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max

function readEntry(raw: unknown, index: number): Read<VitalEntry> {
  const at = `entries[${index}]`
  if (!isObject(raw)) return refuse(`${at} is not an object`)
  const { name, value } = raw
  if (!oneOf(METRIC_NAMES, name)) return refuse(`${at}.name: unknown metric ${JSON.stringify(name)} (known: ${METRIC_NAMES.join(', ')})`)
  const { max } = METRIC_RULES[name]
  if (!inRange(value, max)) return refuse(`${at}.value: ${name} must be a number from 0 to ${max}, got ${JSON.stringify(value)}`)
  const entry: VitalEntry = { name, value, element: typeof raw.element === 'string' ? clipSelector(raw.element) : '' }
  if (name === 'LCP' && raw.parts !== undefined) {
    const parts = raw.parts
    if (!isObject(parts)) return refuse(`${at}.parts is not an object`)
    for (const part of LCP_PARTS) {
      if (!inRange(parts[part], max)) return refuse(`${at}.parts.${part}: must be a number from 0 to ${max}, got ${JSON.stringify(parts[part])}`)
    }
    entry.parts = Object.fromEntries(LCP_PARTS.map((part) => [part, parts[part]])) as unknown as LcpParts
  }
  if (name === 'INP') {
    const { interaction = '', island = '', islandState = '' } = raw
    if (!oneOf(INTERACTIONS, interaction)) return refuse(`${at}.interaction: must be one of "pointer", "keyboard" or ""`)
    if (typeof island !== 'string' || !ISLAND_ID.test(island) || island.length > VITALS_LIMITS.island)
      return refuse(`${at}.island: must be an island id of letters, digits, "-" and "_", at most ${VITALS_LIMITS.island} characters`)
    if (!oneOf(ISLAND_STATES, islandState)) return refuse(`${at}.islandState: must be one of "ready", "starting" or ""`)
    Object.assign(entry, { interaction, island, islandState })
  }
  return { ok: true, value: entry }
}

/**
 * Reads a batch as the function receives it. Refuses (with a message naming the field and the rule)
 * an unknown metric, a value outside its bounds, more than VITALS_LIMITS.entries entries, a page view
 * id that is no UUID, or a value of an unknown kind; cleans what is only too long (a selector, a
 * path) and drops a path's query. A metric sent twice counts once, the last.
 */
export function readVitalsBatch(body: unknown): Read<VitalsBatch> {
  if (!isObject(body)) return refuse('expected a JSON object')
  const { pageView, path, shownAs, viewport, connection = '', entries } = body
  if (typeof pageView !== 'string' || !UUID.test(pageView)) return refuse('pageView: must be a UUID')
  if (typeof path !== 'string' || !path.startsWith('/')) return refuse('path: must be a path starting with "/"')
  if (!oneOf(SHOWN_AS, shownAs)) return refuse(`shownAs: must be one of ${SHOWN_AS.join(', ')}`)
  if (!oneOf(VIEWPORTS, viewport)) return refuse(`viewport: must be one of ${VIEWPORTS.join(', ')}`)
  if (!oneOf(CONNECTIONS, connection)) return refuse(`connection: must be one of ${CONNECTIONS.filter(Boolean).join(', ')} or ""`)
  if (!Array.isArray(entries) || entries.length === 0) return refuse('entries: must be a non-empty list')
  if (entries.length > VITALS_LIMITS.entries) return refuse(`entries: at most ${VITALS_LIMITS.entries} in one batch, got ${entries.length}`)
  const byName = new Map<MetricName, VitalEntry>()
  for (const [index, raw] of entries.entries()) {
    const entry = readEntry(raw, index)
    if (!entry.ok) return entry
    byName.set(entry.value.name, entry.value)
  }
  return { ok: true, value: { pageView: pageView.toLowerCase(), path: pathOnly(path), shownAs, viewport, connection, entries: [...byName.values()] } }
}
