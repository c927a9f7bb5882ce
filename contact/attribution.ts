// Where this visit came from, sent with a contact message: the page the visit started on, the other
// site that linked to it and the link's campaign parameters (UTM).
//
// It is kept in memory, which a client-side navigation keeps (modules are not loaded again). Only when
// the visitor allows statistics is it also kept in the tab's session storage, so a full page load in
// the same tab still knows the landing page; without that consent nothing is written to the device,
// and what an earlier consent stored is removed as soon as the consent is gone.
import { readAttribution, type Attribution } from '../supabase/functions/_shared/contactRules.ts'

/** The session storage entry, with statistics allowed only. */
export const ATTRIBUTION_STORAGE_KEY = 'klikvaerk.attribution'

let visit: Attribution | undefined
let consentWatch: MutationObserver | undefined

/** Whether `<html data-consent>` (the allowed purposes, space-separated) allows statistics. */
function statisticsAllowed(): boolean {
  return (document.documentElement.getAttribute('data-consent') ?? '').split(' ').includes('statistics')
}

/** The referrer's host when it is another site; '' for none or the site itself. */
function referrerHost(): string {
  if (!document.referrer) return ''
  try {
    const { hostname } = new URL(document.referrer)
    return hostname === location.hostname ? '' : hostname
  } catch {
    return ''
  }
}

/** What the current address and referrer tell, as if this page were the visit's first. */
function fromThisPage(): Attribution {
  const params = new URLSearchParams(location.search)
  const utm = (name: string) => params.get(`utm_${name}`) ?? ''
  return {
    landingPage: location.pathname + location.search,
    referrerHost: referrerHost(),
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    utmTerm: utm('term'),
    utmContent: utm('content'),
  }
}

/** A page reached from another site or through a campaign link starts a new visit. */
function startsNewVisit(attribution: Attribution): boolean {
  return Object.entries(attribution).some(([field, value]) => field !== 'landingPage' && value !== '')
}

/** The session storage of the tab, or undefined where the browser refuses it (storage turned off). */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

function readStored(): Attribution | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStore()?.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null')
    if (stored === null) return undefined
    const { attribution, errors } = readAttribution(stored)
    return errors.length === 0 ? attribution : undefined
  } catch {
    return undefined
  }
}

/** Stores the visit when statistics are allowed, else removes anything stored. */
function keepOnlyWithConsent() {
  try {
    if (visit && statisticsAllowed()) sessionStore()?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(visit))
    else sessionStore()?.removeItem(ATTRIBUTION_STORAGE_KEY)
  } catch {
    // Storage full or refused: the visit is still known in memory.
  }
}

/**
 * Notes where the visit came from, once per page load: to be called as early as the page's code runs,
 * before a client-side navigation changes the address. With statistics allowed, a page of the same
 * visit loaded in full takes the stored landing page over its own.
 */
export function captureAttribution(): void {
  if (visit) return
  const here = fromThisPage()
  const stored = statisticsAllowed() && !startsNewVisit(here) ? readStored() : undefined
  visit = stored ?? here
  keepOnlyWithConsent()
  consentWatch = new MutationObserver(keepOnlyWithConsent)
  consentWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-consent'] })
}

/** The visit's attribution, noted now if it was not yet. */
export function currentAttribution(): Attribution {
  captureAttribution()
  keepOnlyWithConsent()
  return { ...visit! }
}

/** Forgets the visit and stops following the consent, as a new page load starts (for tests). */
export function forgetAttribution(): void {
  consentWatch?.disconnect()
  consentWatch = undefined
  visit = undefined
}
