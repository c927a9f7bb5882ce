// Where this visit came from, sent with a contact message: the path of the page the visit started on,
// the other site that linked to it, the link's campaign parameters (UTM) and ad click IDs; nothing
// else of an address's query. And whether the visitor allows marketing at the time of sending, so
// only those leads' clicks are ever reported back to an ad platform.
//
// Read when the message is sent, from what the browser already knows, so no page runs code for it
// before and nothing is written to the device. Without consent to store anything, the landing page is
// the page as it was loaded (its navigation entry, which client-side navigations leave as it is) or,
// where its referrer is this site, the page before it (a referrer on the same origin is its whole
// address). Only with the visitor's consent to statistics, which is offered only when a measurement
// tag is configured, does the tags' runtime (consent/measurement/tagRuntime.ts) keep the visit's first
// page in the tab's session storage, so a page of the same visit loaded in full still knows it.
import { clipAttribution, queryValues, readAttribution, UNKNOWN_ATTRIBUTION, type Attribution } from '../supabase/functions/_shared/attributionRules.ts'

/** The session storage entry, kept with consent to statistics only. */
export const ATTRIBUTION_STORAGE_KEY = 'klikvaerk.attribution'

/** Whether `<html data-consent>` (the purposes the consent record allows, space-separated) allows `purpose`. */
export const consentAllows = (purpose: 'statistics' | 'marketing') => (document.documentElement.getAttribute('data-consent') ?? '').split(' ').includes(purpose)

/** The address this page was loaded at, whatever client-side navigations did since. */
export function loadedAddress(): string {
  const [navigation] = performance.getEntriesByType('navigation')
  return navigation?.name || location.href
}

/** `address` as a URL, or undefined when it is none. */
function urlOf(address: string): URL | undefined {
  try {
    return address ? new URL(address) : undefined
  } catch {
    return undefined
  }
}

/** A page loaded at `address` from `referrer`, as the start of a visit: its path and query values, and the other site it came from (never this one). */
export function pageAttribution(address: string, referrer: string): Attribution {
  const url = new URL(address)
  const from = urlOf(referrer)
  return {
    ...UNKNOWN_ATTRIBUTION,
    landingPage: url.pathname,
    referrerHost: from && from.origin !== url.origin ? from.hostname : '',
    ...queryValues(url.searchParams),
  }
}

/** The visit's landing page without consent to store anything: the page loaded at `address` or, when `referrer` is on its origin, that page. */
export function attributionOf(address: string, referrer: string): Attribution {
  const from = urlOf(referrer)
  return from && from.origin === new URL(address).origin ? pageAttribution(from.href, '') : pageAttribution(address, referrer)
}

/** A page reached from another site, through a campaign link or by an ad click starts a new visit. */
export function startsNewVisit(attribution: Attribution): boolean {
  return Object.entries(attribution).some(([field, value]) => field !== 'landingPage' && value !== '')
}

/** The visit kept in the tab (with consent to statistics), cleaned as the function cleans it, if it names a landing page. */
function storedVisit(): Attribution | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null')
    const visit = readAttribution(stored)
    return visit.landingPage.startsWith('/') ? visit : undefined
  } catch {
    return undefined
  }
}

/** The visit's attribution: the one kept in the tab with consent to statistics, else this page load's. */
export function currentAttribution(): Attribution {
  return (consentAllows('statistics') && storedVisit()) || attributionOf(loadedAddress(), document.referrer)
}

/** What a message carries besides what the visitor typed: the visit's attribution within the function's limits, and the consent to marketing when sending. */
export const leadSource = () => ({ attribution: clipAttribution(currentAttribution()), marketingConsent: consentAllows('marketing') })
