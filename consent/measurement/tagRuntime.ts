// The measurement tags, a module of their own that a page's tags' loader (./tagLoader.ts, inline in
// its <head> only when data/site.json configures a tag) imports once the page needs it: when the
// visitor allows a tag's purpose, or when the device holds a cookie or the kept visit this module must
// delete. Its configuration is on the loader's tag, `data-tags` (./runtimeConfig.ts). Nothing is
// fetched and no cookie is set until the visitor allows a tag's purpose: GA4 needs statistics, Google
// Ads and Meta's pixel marketing. The allowed purposes are read from `<html data-consent>`, which the
// consent head script and the consent layer keep current, so a choice takes effect at once: allowing
// starts the tag, withdrawing stops its hits and deletes its cookies (and, for statistics, the visit's
// first page the contact form sends). Every page is a document of its own (the browser navigates),
// and each active tag counts one page view each time the page is shown. A vendor's script is fetched
// only after the page has loaded; until it arrives, calls wait in the vendor's own queue (gtag's
// dataLayer, fbq's queue), so no event is lost. The loader listens for the events that may be
// conversions from the start and hands them to `startTags`'s answer, those seen before it arrived
// included.
import { ATTRIBUTION_STORAGE_KEY, attributionOf, loadedAddress, pageAttribution, startsNewVisit } from '../../contact/attribution.ts'
import { CONVERSIONS, CTA_SELECTOR } from './conversions.ts'
import { CONVERSION_EVENT, VITALS_EVENT, type Conversion, type VitalsEventDetail } from './events.ts'
import type { TagRuntimeConfig } from './runtimeConfig.ts'
import { configuredTagIds, purposesWithCookies } from './runtimeNeeded.ts'
import { TAG_PURPOSES, type TagService } from './tagServices.ts'

type Command = (...args: unknown[]) => void
interface MetaQueue extends Command {
  callMethod?: Command
  queue: unknown[]
  push: MetaQueue
  loaded: boolean
  version: string
}
type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Command; fbq?: MetaQueue; _fbq?: MetaQueue } & Record<`ga-disable-${string}`, boolean>

const w = window as unknown as TagWindow
const config = JSON.parse(document.querySelector<HTMLScriptElement>('script[data-tags]')!.dataset.tags!) as TagRuntimeConfig

/** Each configured tag's ID. */
const ids = configuredTagIds(config)
const services = Object.keys(ids) as TagService[]

/** The tags the visitor allows right now. */
const active = new Set<TagService>()
/** Vendor scripts wait for the page's load; until then they are kept here. */
let pendingScripts: string[] | null = []
let pixelStarted = false
/** The tags that have counted the page since it was last shown: each counts it once per showing. */
let counted = new Set<TagService>()

function addScript(src: string) {
  if (pendingScripts) return void pendingScripts.push(src)
  const script = document.createElement('script')
  script.async = true
  script.src = src
  document.head.append(script)
}

/** gtag's own loader: commands queue in dataLayer (as the Arguments objects gtag.js reads) until gtag.js runs them. */
function googleTag(): Command {
  if (!w.gtag) {
    const dataLayer = (w.dataLayer ??= [])
    w.gtag = function () {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments)
    }
    // Consent mode: everything denied until a purpose is allowed below.
    w.gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' })
    w.gtag('js', new Date())
    addScript(`${config.googleTag!.src}?id=${encodeURIComponent(ids.googleAnalytics ?? ids.googleAds!)}`)
  }
  return w.gtag
}

/** Meta's own loader: calls queue in fbq.queue until fbevents.js takes over (callMethod). */
function metaPixel(): Command {
  if (!w.fbq) {
    const fbq = function () {
      // eslint-disable-next-line prefer-rest-params
      if (fbq.callMethod) fbq.callMethod(...arguments)
      // eslint-disable-next-line prefer-rest-params
      else fbq.queue.push(arguments)
    } as MetaQueue
    Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' })
    w.fbq = w._fbq = fbq
    addScript(config.metaPixel!.src)
  }
  return w.fbq
}

const GOOGLE_CONSENT = { googleAnalytics: ['analytics_storage'], googleAds: ['ad_storage', 'ad_user_data', 'ad_personalization'] }

function start(service: TagService) {
  const id = ids[service]!
  active.add(service)
  if (service === 'metaPixel') {
    const fbq = metaPixel()
    fbq('consent', 'grant')
    if (!pixelStarted) fbq('init', id)
    pixelStarted = true
  } else {
    const gtag = googleTag()
    delete w[`ga-disable-${id}`]
    gtag('consent', 'update', Object.fromEntries(GOOGLE_CONSENT[service].map((type) => [type, 'granted'])))
    gtag('config', id, { send_page_view: false })
  }
}

function stop(service: TagService) {
  const id = ids[service]!
  active.delete(service)
  if (service === 'metaPixel') return w.fbq?.('consent', 'revoke')
  w[`ga-disable-${id}`] = true
  w.gtag?.('consent', 'update', Object.fromEntries(GOOGLE_CONSENT[service].map((type) => [type, 'denied'])))
}

/** Deletes the named cookies the site's own domain holds, on the host and every parent domain they may be set on. */
function deleteCookies(names: readonly string[]) {
  const present = new Set(document.cookie.split(';').map((part) => part.split('=')[0]!.trim()))
  const labels = location.hostname.split('.')
  const domains = /^[\d.]+$|:/.test(location.hostname) ? [] : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))
  for (const name of names.filter((cookie) => present.has(cookie))) {
    for (const domain of ['', ...domains.map((d) => `; Domain=${d}`)]) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`
  }
}

/**
 * With consent to statistics, the tab keeps the visit's first page, for the contact form to send
 * (contact/attribution.ts): a page reached from another site, a campaign link or an ad click starts a
 * new visit. Only the page's path, its UTM values and click IDs are kept, nothing else of its query.
 * Without that consent nothing is kept.
 */
function keepVisit(statistics: boolean) {
  try {
    if (!statistics) return sessionStorage.removeItem(ATTRIBUTION_STORAGE_KEY)
    const here = pageAttribution(loadedAddress(), document.referrer)
    // Nothing kept yet (consent given on a later page): the landing page as known without consent.
    const visit = startsNewVisit(here) ? here : !sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) && attributionOf(loadedAddress(), document.referrer)
    if (visit) sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(visit))
  } catch {
    // Storage refused or full: the contact form falls back to this page's own address.
  }
}

/** Starts and stops the tags as `<html data-consent>` says, deletes the cookies of a purpose not allowed, and lets a tag just started count the page. */
function applyConsent() {
  const allowed = new Set(document.documentElement.getAttribute('data-consent')?.split(' '))
  keepVisit(allowed.has('statistics'))
  for (const service of services) {
    const wanted = allowed.has(TAG_PURPOSES[service])
    if (wanted && !active.has(service)) start(service)
    else if (!wanted && active.has(service)) stop(service)
  }
  for (const purpose of purposesWithCookies(config)) if (!allowed.has(purpose)) deleteCookies(config.cookies[purpose])
  pageView()
}

/** One page view for the page shown, to each active tag that has not counted this showing yet. */
function pageView() {
  const to = services.filter((service) => active.has(service) && !counted.has(service))
  for (const service of to) counted.add(service)
  const google = to.filter((service) => service !== 'metaPixel').map((service) => ids[service])
  if (google.length > 0) {
    const referrer = document.referrer
    w.gtag!('event', 'page_view', { send_to: google, page_location: location.href, page_title: document.title, ...(referrer && { page_referrer: referrer }) })
  }
  if (to.includes('metaPixel')) w.fbq!('track', 'PageView')
}

function convert(conversion: Conversion, params: Record<string, string> = {}) {
  const names = CONVERSIONS[conversion]
  if (active.has('googleAnalytics')) w.gtag!('event', names.ga4.event, { ...names.ga4.params, ...params, send_to: ids.googleAnalytics })
  const label = config.googleTag?.labels[conversion]
  if (names.ads && label && active.has('googleAds')) w.gtag!('event', 'conversion', { send_to: `${ids.googleAds}/${label}` })
  if (names.meta && active.has('metaPixel')) w.fbq!('track', names.meta)
}

/** Where a call to action sits: its section's id, or the header or footer. */
const placeOf = (link: Element) => link.closest('section[id]')?.id ?? link.closest('header, footer')?.localName ?? ''

function onClick(event: Event) {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
  if (!link) return
  const href = link.getAttribute('href')!
  if (href.startsWith('tel:')) convert('contact', { method: 'phone' })
  else if (href.startsWith('mailto:')) convert('contact', { method: 'email' })
  else if (link.matches(CTA_SELECTOR)) convert('cta', { content_id: link.pathname, section_id: placeOf(link), page_path: location.pathname })
}

/** The booking calendar reports a booked talk to the page in a message from its own origin. */
function onMessage(event: MessageEvent) {
  const data: unknown = event.data
  if (
    event.origin === config.bookingOrigin &&
    typeof data === 'object' &&
    data !== null &&
    (data as { event?: unknown }).event === 'calendly.event_scheduled'
  ) {
    convert('booking')
  }
}

/**
 * A Core Web Vital the page sent (./webVitals.ts), to GA4 as web-vitals' documentation sends one: an
 * event named after the metric, whose `value` is the change since it was last sent (so GA4 can sum a
 * page view's), with the metric's id (to group a page view's), value, change and rating, and the
 * element that explains it as `debug_target`.
 */
function vital({ name, id, value, delta, rating, element }: VitalsEventDetail) {
  if (!active.has('googleAnalytics')) return
  const params = { value: delta, metric_id: id, metric_value: value, metric_delta: delta, metric_rating: rating, debug_target: element }
  w.gtag!('event', name, { ...params, send_to: ids.googleAnalytics })
}

/** Reports what an event the loader hands over says: a click, the booking calendar's message, a conversion the islands report or a Core Web Vital. */
function measure(event: Event) {
  if (event.type === 'click') onClick(event)
  else if (event.type === 'message') onMessage(event as MessageEvent)
  else if (event.type === CONVERSION_EVENT) convert((event as CustomEvent<Conversion>).detail)
  else if (event.type === VITALS_EVENT) vital((event as CustomEvent<VitalsEventDetail>).detail)
}

function run() {
  applyConsent()
  new MutationObserver(applyConsent).observe(document.documentElement, { attributeFilter: ['data-consent'] })
  // A page restored from the back/forward cache counts again: the visitor sees it again, as a Back
  // that reloads it (no such cache) counts, so the figures do not depend on whether the browser kept it.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return
    counted = new Set()
    pageView()
  })
  // The vendors' scripts never compete with the page's own loading: they are fetched once it has loaded.
  const release = () =>
    setTimeout(() => {
      const waiting = pendingScripts ?? []
      pendingScripts = null
      for (const src of waiting) addScript(src)
    }, 0)
  if (document.readyState === 'complete') release()
  else addEventListener('load', release, { once: true })
}

/**
 * Starts the tags as `<html data-consent>` says and follows its changes; answers the function the
 * loader hands each click, message and conversion event to. A page the browser prerenders
 * (head/speculationRules.ts: a link the visitor points at) does nothing until it is shown (activated):
 * it counts then, not while prerendered, and loads nothing before.
 */
export function startTags(): (event: Event) => void {
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', run, { once: true })
  else run()
  return measure
}
