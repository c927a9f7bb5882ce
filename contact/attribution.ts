// Where this visit came from, sent with a contact message: the page the visit started on, the other
// site that linked to it and the link's campaign parameters (UTM).
//
// Read when the message is sent, from what the browser already knows: the address this page was
// loaded at (its navigation entry, which client-side navigations leave as it is) and its referrer.
// So no page runs code for it before a message is sent, and nothing is written to the device. Only
// with the visitor's consent to statistics, which is offered only when a measurement tag is
// configured, does the tags' script (consent/measurement/tagRuntime.ts) keep the visit's first page in the
// tab's session storage, so a page of the same visit loaded in full still knows it.
import { clipAttribution, readAttribution, type Attribution } from '../supabase/functions/_shared/attributionRules.ts'

/** The session storage entry, kept with consent to statistics only. */
export const ATTRIBUTION_STORAGE_KEY = 'klikvaerk.attribution'

/** Whether `<html data-consent>` (the allowed purposes, space-separated) allows statistics. */
export const statisticsAllowed = () => (document.documentElement.getAttribute('data-consent') ?? '').split(' ').includes('statistics')

/** The address this page was loaded at, whatever client-side navigations did since. */
export function loadedAddress(): string {
  const [navigation] = performance.getEntriesByType('navigation')
  return navigation?.name || location.href
}

/** The visit as a page loaded at `address` from `referrer` starts it; a referrer on the same host is no source. */
export function attributionOf(address: string, referrer: string): Attribution {
  const url = new URL(address)
  let referrerHost = ''
  try {
    if (referrer) referrerHost = new URL(referrer).hostname
  } catch {}
  const utm = (name: string) => url.searchParams.get(`utm_${name}`) ?? ''
  return {
    landingPage: url.pathname + url.search,
    referrerHost: referrerHost === url.hostname ? '' : referrerHost,
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    utmTerm: utm('term'),
    utmContent: utm('content'),
  }
}

/** A page reached from another site or through a campaign link starts a new visit. */
export function startsNewVisit(attribution: Attribution): boolean {
  return Object.entries(attribution).some(([field, value]) => field !== 'landingPage' && value !== '')
}

/** The visit kept in the tab (with consent to statistics), if there is a valid one. */
function storedVisit(): Attribution | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null')
    const { attribution, errors } = readAttribution(stored ?? undefined)
    return stored && errors.length === 0 ? attribution : undefined
  } catch {
    return undefined
  }
}

/** The visit's attribution: the one kept in the tab with consent to statistics, else this page load's. */
export function currentAttribution(): Attribution {
  return (statisticsAllowed() && storedVisit()) || attributionOf(loadedAddress(), document.referrer)
}

/** What a message carries: the visit's attribution, each value clipped to the function's limit, so a long campaign name never costs the message. */
export const attributionToSend = () => clipAttribution(currentAttribution())
