import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ATTRIBUTION_LIMITS, clipAttribution, readAttribution, UNKNOWN_ATTRIBUTION } from '../supabase/functions/_shared/attributionRules.ts'
import { ATTRIBUTION_STORAGE_KEY, attributionOf, currentAttribution, startsNewVisit } from './attribution.ts'

const SITE = 'http://localhost:3000'
const CAMPAIGN = '/ydelser/google-ads?utm_source=google&utm_medium=cpc&utm_campaign=vinter&utm_term=google+ads&utm_content=annonce-a'
const FROM_CAMPAIGN = {
  landingPage: CAMPAIGN,
  referrerHost: 'www.google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'vinter',
  utmTerm: 'google ads',
  utmContent: 'annonce-a',
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

beforeEach(() => {
  window.sessionStorage.clear()
  setConsent(null)
})
afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

describe("the visit's attribution", () => {
  it('is read from the page the visit was loaded at: its path and query, the other site it came from, the UTM parameters', () => {
    expect(attributionOf(`${SITE}${CAMPAIGN}`, 'https://www.google.com/search?q=google+ads+bureau')).toEqual(FROM_CAMPAIGN)
  })

  it('has no referrer host for a visit from the site itself, none at all, or a referrer that is no address', () => {
    for (const referrer of [`${SITE}/om-os`, '', 'not an address']) expect(attributionOf(`${SITE}/kontakt`, referrer).referrerHost).toBe('')
  })

  it("is the page load's, across client-side navigations, and writes nothing to the device", () => {
    loadPage(CAMPAIGN, 'https://www.google.com/')
    navigate('/kontakt')
    navigate('/om-os?utm_source=other')
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
    expect(window.sessionStorage.length).toBe(0)
    expect(window.localStorage.length).toBe(0)
  })

  it('ignores what the tab keeps unless the visitor allows statistics', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(FROM_CAMPAIGN))
    loadPage('/kontakt')
    expect(currentAttribution()).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/kontakt' })
    setConsent('preferences marketing')
    expect(currentAttribution().landingPage).toBe('/kontakt')
  })

  it('with consent to statistics, is the visit the tab keeps (the first page of a visit loaded in full since)', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(FROM_CAMPAIGN))
    setConsent('statistics')
    loadPage('/kontakt', `${SITE}/om-os`)
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
  })

  it('ignores a kept value it cannot read', () => {
    setConsent('statistics')
    loadPage('/kontakt')
    for (const kept of ['{not json', JSON.stringify({ landingPage: 42 }), JSON.stringify({ utmSource: 'x'.repeat(ATTRIBUTION_LIMITS.utmSource + 1) })]) {
      window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, kept)
      expect(currentAttribution().landingPage).toBe('/kontakt')
    }
  })

  it('starts a new visit from another site or a campaign link, not from a page of the site', () => {
    expect(startsNewVisit(attributionOf(`${SITE}/kontakt`, `${SITE}/`))).toBe(false)
    expect(startsNewVisit(attributionOf(`${SITE}/kontakt`, 'https://www.linkedin.com/'))).toBe(true)
    expect(startsNewVisit(attributionOf(`${SITE}/kontakt?utm_source=nyhedsbrev`, ''))).toBe(true)
  })

  it('reads as the function validates it', () => {
    expect(readAttribution(attributionOf(`${SITE}${CAMPAIGN}`, 'https://www.google.com/')).errors).toEqual([])
  })
})

describe('clipping the attribution to the backend limits', () => {
  it('cuts each value to its limit', () => {
    const long = clipAttribution({ ...UNKNOWN_ATTRIBUTION, landingPage: `/${'p'.repeat(600)}`, referrerHost: 'h'.repeat(300), utmCampaign: 'c'.repeat(1000) })
    expect(long.landingPage).toHaveLength(ATTRIBUTION_LIMITS.landingPage)
    expect(long.referrerHost).toHaveLength(ATTRIBUTION_LIMITS.referrerHost)
    expect(long.utmCampaign).toHaveLength(ATTRIBUTION_LIMITS.utmCampaign)
    expect(readAttribution(long).errors).toEqual([])
  })

  it('counts an emoji as one character, as the database does, and never splits one', () => {
    const atLimit = `${'x'.repeat(199)}😀`
    expect(clipAttribution({ ...UNKNOWN_ATTRIBUTION, utmCampaign: atLimit }).utmCampaign).toBe(atLimit)
    expect(clipAttribution({ ...UNKNOWN_ATTRIBUTION, utmCampaign: `${atLimit}y` }).utmCampaign).toBe(atLimit)
    const emojis = clipAttribution({ ...UNKNOWN_ATTRIBUTION, utmContent: '😀'.repeat(201) }).utmContent
    expect(emojis).toBe('😀'.repeat(200))
    expect(readAttribution({ utmContent: emojis }).errors).toEqual([])
    expect(readAttribution({ utmContent: `${emojis}😀` }).errors).toHaveLength(1)
  })

  it('leaves values within the limits as they are', () => {
    expect(clipAttribution(FROM_CAMPAIGN)).toEqual(FROM_CAMPAIGN)
  })
})
