// Real visitors' speed: a chunk of its own that the boot script (islands/boot/boot.ts) imports only once
// `<html data-consent>` allows statistics and the page has loaded and is idle, and only where the
// build measures speed (data/site.json `measurement.webVitals`). It reads Core Web Vitals with
// Google's web-vitals library, keeps the latest value of each metric of the page view, and at page
// hide (visibilitychange to hidden, which also follows pagehide when the page is left) sends what
// changed since it last sent, in one beacon
// (navigator.sendBeacon, a text/plain body: no headers, no preflight) to the backend's web-vitals
// function; nothing is sent while the visitor reads. A page shown again from the back/forward cache is
// a new page view (web-vitals starts its metrics again). Each metric sent also goes, as an event, to
// the measurement tags (./tagRuntime.ts sends it to GA4 where GA4 is configured and allowed). Once
// the visitor withdraws consent to statistics, what was gathered and not sent is dropped and nothing
// more is sent from this page. No cookie, no storage, no visitor id: a random id per page view only.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
import { pathOnly, SHOWN_AS, viewportOf, type VitalEntry, type VitalsBatch } from '../../supabase/functions/_shared/webVitalsRules.ts'
import { VITALS_EVENT, type VitalsEventDetail } from './events.ts'
import { vitalEntry } from './webVitalsEntries.ts'

const html = document.documentElement
const allowed = () => (html.getAttribute('data-consent') ?? '').split(' ').includes('statistics')

/** A random UUID (version 4); crypto.randomUUID needs a secure context, getRandomValues does not. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The page view the metrics belong to: a new one when the page is shown again from the back/forward cache. */
let pageView = randomId()
/** Each metric's latest report in this page view, and the values already sent. */
let latest = new Map<Metric['name'], Metric>()
let sent = new Map<Metric['name'], number>()
let stopped = false

const connection = () => {
  const type = (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType ?? ''
  return (['slow-2g', '2g', '3g', '4g'].includes(type) ? type : '') as VitalsBatch['connection']
}

/** How the page was shown, as web-vitals reports it ("navigate" where it names something else). */
const shownAs = (metrics: Metric[]) => {
  const type = metrics.find((metric) => metric.navigationType)?.navigationType
  return (SHOWN_AS as readonly string[]).includes(type ?? '') ? (type as VitalsBatch['shownAs']) : 'navigate'
}

/** Sends what changed since the last send, in one beacon; tells the tags about each metric sent. */
function flush(endpoint: string) {
  if (stopped || !allowed()) return stop()
  const changed = [...latest.values()].filter((metric) => sent.get(metric.name) !== metric.value)
  if (changed.length === 0) return
  const entries: VitalEntry[] = changed.map(vitalEntry)
  const batch: VitalsBatch = {
    pageView,
    path: pathOnly(location.pathname),
    shownAs: shownAs(changed),
    viewport: viewportOf(innerWidth),
    connection: connection(),
    entries,
  }
  if (!navigator.sendBeacon(endpoint, JSON.stringify(batch))) return
  for (const [index, metric] of changed.entries()) {
    const { name, id, value, rating } = metric
    const detail: VitalsEventDetail = { name, id, value, rating, delta: value - (sent.get(name) ?? 0), element: entries[index]!.element }
    sent.set(metric.name, metric.value)
    dispatchEvent(new CustomEvent(VITALS_EVENT, { detail }))
  }
}

/** After a withdrawal: nothing gathered is kept, nothing more is sent from this page. */
function stop() {
  stopped = true
  latest = new Map()
}

/** Starts measuring this page view, sending to the web-vitals function (`endpoint`: where the build says, content/vitePluginSite.ts). */
export function startWebVitals(endpoint = __WEB_VITALS_ENDPOINT__!) {
  const keep = (metric: Metric) => {
    if (!stopped) latest.set(metric.name, metric)
  }
  // A new page view before web-vitals reports the restored page's first values (its listener captures too, registered after this one).
  addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return
      pageView = randomId()
      latest = new Map()
      sent = new Map()
    },
    { capture: true },
  )
  // Every change is kept (not sent): the values sent at hide are the latest, whichever listener runs first.
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep, { reportAllChanges: true })
  // Sent at visibilitychange to hidden, as web-vitals' documentation sends: a tab put in the background
  // fires it, and so does leaving the page (after pagehide, into the back/forward cache or not). Not at
  // pagehide: web-vitals reports INP's last interactions only at that visibilitychange, so a beacon at
  // pagehide would leave out a tap made just before the visitor went on. On the document, after
  // web-vitals' own hidden listeners (on window, capturing): their last reports come first.
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush(endpoint))
  new MutationObserver(() => allowed() || stop()).observe(html, { attributeFilter: ['data-consent'] })
}
