import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTRIBUTION_LIMITS, clipAttribution, readAttribution, UNKNOWN_ATTRIBUTION } from '../supabase/functions/_shared/attributionRules.ts'
import { ATTRIBUTION_STORAGE_KEY, attributionOf, currentAttribution, leadSource, pageAttribution, startsNewVisit } from './attribution.ts'

const SITE = 'http://localhost:3000'
/** A campaign link with the values an ad platform adds, and what else a link may carry (an address, a token). */
const CAMPAIGN =
  '/ydelser/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=vinter&utm_term=google+ads&utm_content=annonce-a&gclid=EAIaIQ-test_1&email=a%40b.dk&token=hemmelig#priser'
const FROM_CAMPAIGN = {
  ...UNKNOWN_ATTRIBUTION,
  landingPage: '/ydelser/google-ads',
  referrerHost: 'www.google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'vinter',
  utmTerm: 'google ads',
  utmContent: 'annonce-a',
  gclid: 'EAIaIQ-test_1',
}

/** A page loaded at `path` from `referrer`: its navigation entry keeps that address whatever client-side navigations do. */
function loadPage(path: string, referrer = '') {
  window.history.replaceState(null, '', path)
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: `${SITE}${path}` } as PerformanceEntry])
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

/** A client-side navigation: the address changes, the page load stays. */
const navigate = (path: string) => window.history.pushState(null, '', path)

const setConsent = (purposes: string | null) =>
  purposes === null ? document.documentElement.removeAttribute('data-consent') : document.documentElement.setAttribute('data-consent', purposes)

/** Whether any value of an attribution holds what the address carried besides the known parameters. */
const holdsForeignQuery = (value: object) => /a@b\.dk|a%40b|hemmelig|priser|token|email/.test(JSON.stringify(value))

beforeEach(() => {
  window.sessionStorage.clear()
  setConsent(null)
})
afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe("the lead's landing page, without consent to store anything", () => {
  it("is the page itself when the visitor came from another site: its path, the other site's host, the UTM values and click IDs, nothing else of its address", () => {
    const attribution = attributionOf(`${SITE}${CAMPAIGN}`, 'https://www.google.com/search?q=google+ads+bureau')
    expect(attribution).toEqual(FROM_CAMPAIGN)
    expect(holdsForeignQuery(attribution)).toBe(false)
  })

  it("reads every ad click ID into its own field: Google Ads' gclid, gbraid and wbraid, Meta's fbclid", () => {
    expect(attributionOf(`${SITE}/?gbraid=0AAA-b&wbraid=CkJ_w&fbclid=IwAR1x-y`, '')).toEqual({
      ...UNKNOWN_ATTRIBUTION,
      landingPage: '/',
      gbraid: '0AAA-b',
      wbraid: 'CkJ_w',
      fbclid: 'IwAR1x-y',
    })
  })

  it('is the page before when the referrer is this site (whose address the browser sends in full): its path, its click IDs and UTM values', () => {
    const attribution = attributionOf(`${SITE}/kontakt`, `${SITE}/?gclid=TEST&utm_source=google&email=a%40b.dk`)
    expect(attribution).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/', gclid: 'TEST', utmSource: 'google' })
    expect(holdsForeignQuery(attribution)).toBe(false)
  })

  it('has no referrer host without a referrer or with one that is no address', () => {
    for (const referrer of ['', 'not an address'])
      expect(attributionOf(`${SITE}/kontakt`, referrer)).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/kontakt' })
  })

  it('of a message sent from /kontakt?gclid=TEST&utm_source=google&email=a@b.dk is /kontakt with the click ID and the source, and no address', () => {
    loadPage('/kontakt?gclid=TEST&utm_source=google&email=a@b.dk')
    const attribution = currentAttribution()
    expect(attribution).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/kontakt', gclid: 'TEST', utmSource: 'google' })
    expect(JSON.stringify(attribution)).not.toContain('a@b.dk')
  })

  it("is the page load's, across client-side navigations, and writes nothing to the device", () => {
    loadPage(CAMPAIGN, 'https://www.google.com/')
    navigate('/kontakt')
    navigate('/om-os?utm_source=other')
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
    expect(window.sessionStorage.length).toBe(0)
    expect(window.localStorage.length).toBe(0)
  })
})

describe("with consent to statistics, the visit's first page the tab keeps", () => {
  it('is ignored unless the visitor allows statistics', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(FROM_CAMPAIGN))
    loadPage('/kontakt')
    expect(currentAttribution()).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/kontakt' })
    setConsent('preferences marketing')
    expect(currentAttribution().landingPage).toBe('/kontakt')
  })

  it('is the landing page, whatever page came before this one', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(FROM_CAMPAIGN))
    setConsent('statistics')
    loadPage('/kontakt', `${SITE}/om-os?utm_source=other`)
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
  })

  it('is cleaned as the function cleans it: an unknown key dropped, a value clipped, a landing page cut to its path', () => {
    setConsent('statistics')
    loadPage('/kontakt')
    const kept = { landingPage: '/ydelser?email=a@b.dk', utmSource: 's'.repeat(300), sessionToken: 'x' }
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(kept))
    expect(currentAttribution()).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/ydelser', utmSource: 's'.repeat(ATTRIBUTION_LIMITS.utmSource) })
  })

  it('is ignored when it is not a visit: unreadable, not an object, or without a landing page', () => {
    setConsent('statistics')
    loadPage('/kontakt')
    for (const kept of ['{not json', '"tekst"', '[]', JSON.stringify({ landingPage: 42 }), JSON.stringify({ utmSource: 'google' })]) {
      window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, kept)
      expect(currentAttribution(), kept).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/kontakt' })
    }
  })
})

describe('a page load as the start of a visit (what the tags keep with consent to statistics)', () => {
  it('is the page itself, whatever page of the site came before', () => {
    expect(pageAttribution(`${SITE}/kontakt?gclid=X`, `${SITE}/?gclid=Y`)).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/kontakt', gclid: 'X' })
  })

  it('starts a new visit from another site, a campaign link or an ad click, not from a page of the site', () => {
    expect(startsNewVisit(pageAttribution(`${SITE}/kontakt`, `${SITE}/?utm_source=google`))).toBe(false)
    expect(startsNewVisit(pageAttribution(`${SITE}/kontakt`, 'https://www.linkedin.com/'))).toBe(true)
    expect(startsNewVisit(pageAttribution(`${SITE}/kontakt?utm_source=nyhedsbrev`, ''))).toBe(true)
    expect(startsNewVisit(pageAttribution(`${SITE}/kontakt?fbclid=IwAR1`, ''))).toBe(true)
  })
})

describe('what a message carries', () => {
  it("is the visitor's consent to marketing as the consent record says when sending", () => {
    loadPage('/kontakt')
    expect(leadSource().marketingConsent).toBe(false)
    setConsent('statistics preferences')
    expect(leadSource().marketingConsent).toBe(false)
    setConsent('statistics marketing')
    expect(leadSource().marketingConsent).toBe(true)
  })

  it('is the attribution within the limits, read as the function reads it', () => {
    loadPage(`/ydelser?utm_campaign=${'c'.repeat(400)}&gclid=${'g'.repeat(400)}`)
    const { attribution } = leadSource()
    expect(attribution.utmCampaign).toHaveLength(ATTRIBUTION_LIMITS.utmCampaign)
    expect(attribution.gclid).toHaveLength(ATTRIBUTION_LIMITS.gclid)
    expect(readAttribution(attribution)).toEqual(attribution)
  })
})

describe('clipping the attribution to the backend limits', () => {
  it('cuts each value to its limit', () => {
    const long = clipAttribution({ ...UNKNOWN_ATTRIBUTION, landingPage: `/${'p'.repeat(600)}`, referrerHost: 'h'.repeat(300), utmCampaign: 'c'.repeat(1000) })
    expect(long.landingPage).toHaveLength(ATTRIBUTION_LIMITS.landingPage)
    expect(long.referrerHost).toHaveLength(ATTRIBUTION_LIMITS.referrerHost)
    expect(long.utmCampaign).toHaveLength(ATTRIBUTION_LIMITS.utmCampaign)
  })

  it('counts an emoji as one character, as the database does, and never splits one', () => {
    const atLimit = `${'x'.repeat(199)}😀`
    expect(clipAttribution({ ...UNKNOWN_ATTRIBUTION, utmCampaign: atLimit }).utmCampaign).toBe(atLimit)
    expect(clipAttribution({ ...UNKNOWN_ATTRIBUTION, utmCampaign: `${atLimit}y` }).utmCampaign).toBe(atLimit)
    expect(clipAttribution({ ...UNKNOWN_ATTRIBUTION, utmContent: '😀'.repeat(201) }).utmContent).toBe('😀'.repeat(200))
  })

  it('leaves values within the limits as they are', () => {
    expect(clipAttribution(FROM_CAMPAIGN)).toEqual(FROM_CAMPAIGN)
  })
})
