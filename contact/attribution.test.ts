import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ATTRIBUTION_LIMITS, clipAttribution, readAttribution, UNKNOWN_ATTRIBUTION } from '../supabase/functions/_shared/contactRules.ts'
import { ATTRIBUTION_STORAGE_KEY, captureAttribution, currentAttribution, forgetAttribution } from './attribution.ts'

/** A full page load of `path`, reached from `referrer`: the page's modules start afresh. */
function loadPage(path: string, referrer = '') {
  forgetAttribution()
  window.history.replaceState(null, '', path)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
}

/** A client-side navigation: the address changes, the modules stay. */
const navigate = (path: string) => window.history.pushState(null, '', path)

const setConsent = (purposes: string | null) =>
  purposes === null ? document.documentElement.removeAttribute('data-consent') : document.documentElement.setAttribute('data-consent', purposes)

/** MutationObserver callbacks run as a microtask after the change. */
const consentNoticed = () => new Promise((resolve) => setTimeout(resolve, 0))

const stored = () => window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY)

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

beforeEach(() => {
  window.sessionStorage.clear()
  window.localStorage.clear()
  setConsent(null)
})
afterEach(() => forgetAttribution())

describe("the visit's attribution", () => {
  it('is read from the first page: its path and query, the other site it came from, the UTM parameters', () => {
    loadPage(CAMPAIGN, 'https://www.google.com/search?q=google+ads+bureau')
    captureAttribution()
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
  })

  it('is kept in memory across client-side navigations', () => {
    loadPage(CAMPAIGN, 'https://www.google.com/')
    captureAttribution()
    navigate('/kontakt')
    navigate('/om-os?utm_source=other')
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
  })

  it('is noted on first use when nothing captured it earlier', () => {
    loadPage('/kontakt?utm_source=newsletter', 'https://mail.example.com/')
    expect(currentAttribution()).toEqual({
      ...UNKNOWN_ATTRIBUTION,
      landingPage: '/kontakt?utm_source=newsletter',
      referrerHost: 'mail.example.com',
      utmSource: 'newsletter',
    })
  })

  it('has no referrer host for a visit from the site itself, none at all, or a referrer that is no address', () => {
    for (const referrer of [`${location.origin}/blog`, '', 'not an address']) {
      loadPage('/ydelser', referrer)
      expect(currentAttribution().referrerHost, referrer).toBe('')
    }
  })
})

describe("the visit's attribution without consent to statistics", () => {
  it.each([
    ['undecided', null],
    ['only necessary cookies', ''],
    ['other purposes', 'preferences marketing'],
  ])('writes nothing to the device (%s)', (_, consent) => {
    setConsent(consent)
    loadPage(CAMPAIGN, 'https://www.google.com/')
    captureAttribution()
    navigate('/kontakt')
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
    expect(window.sessionStorage.length).toBe(0)
    expect(window.localStorage.length).toBe(0)
    expect(document.cookie).not.toContain('attribution')
  })

  it('reads a full page load from its own address, whatever an earlier consent stored', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(FROM_CAMPAIGN))
    loadPage('/kontakt', `${location.origin}/ydelser`)
    expect(currentAttribution()).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/kontakt' })
    expect(stored()).toBeNull()
  })

  it('removes what was stored once the consent is withdrawn', async () => {
    setConsent('statistics')
    loadPage(CAMPAIGN, 'https://www.google.com/')
    captureAttribution()
    expect(stored()).not.toBeNull()
    setConsent('')
    await consentNoticed()
    expect(stored()).toBeNull()
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
  })
})

describe("the visit's attribution with consent to statistics", () => {
  beforeEach(() => setConsent('statistics preferences'))

  it('is kept in the tab, so a full page load of the same visit keeps the landing page', () => {
    loadPage(CAMPAIGN, 'https://www.google.com/')
    captureAttribution()
    expect(JSON.parse(stored()!)).toEqual(FROM_CAMPAIGN)
    loadPage('/kontakt', `${location.origin}/ydelser/google-ads`)
    expect(currentAttribution()).toEqual(FROM_CAMPAIGN)
  })

  it('starts afresh when a page is reached from another site or a campaign link', () => {
    loadPage(CAMPAIGN, 'https://www.google.com/')
    captureAttribution()
    loadPage('/blog?utm_source=linkedin', '')
    expect(currentAttribution()).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/blog?utm_source=linkedin', utmSource: 'linkedin' })
    loadPage('/cases', 'https://www.facebook.com/')
    expect(currentAttribution()).toEqual({ ...UNKNOWN_ATTRIBUTION, landingPage: '/cases', referrerHost: 'www.facebook.com' })
    expect(JSON.parse(stored()!)).toMatchObject({ landingPage: '/cases' })
  })

  it('ignores a stored value it cannot read', () => {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, '{"landingPage": 42}')
    loadPage('/kontakt')
    expect(currentAttribution().landingPage).toBe('/kontakt')
    expect(JSON.parse(stored()!)).toMatchObject({ landingPage: '/kontakt' })
  })

  it('is stored from the moment the visitor allows statistics', async () => {
    setConsent(null)
    loadPage(CAMPAIGN, 'https://www.google.com/')
    captureAttribution()
    expect(stored()).toBeNull()
    setConsent('statistics')
    await consentNoticed()
    expect(JSON.parse(stored()!)).toEqual(FROM_CAMPAIGN)
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
