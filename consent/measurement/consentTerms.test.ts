// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { content } from '../../content/content.ts'
import { withEnv } from '../../site/buildEnv.ts'
import { CONSENT_COOKIE, consentCookieValue, readConsent } from '../consentCookie.ts'
import { consentPolicyVersion, consentTerms } from './consentTerms.ts'
import { EVERYTHING_ALLOWED } from '../../schemas/collections/cookiePurpose.ts'

const { site, collections } = content()
const GA = { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' }
/** The site without its own measuring of speed (a backend without the web-vitals function). */
const NO_SPEED = { VITE_WEB_VITALS: 'off' }

describe('consentPolicyVersion', () => {
  it("is data/site.json's version while nothing measures, so decisions already stored still count", () => {
    expect(site.consent.policyVersion).toBe('2026-11-23')
    expect(consentPolicyVersion(withEnv(site, NO_SPEED))).toBe('2026-11-23')
  })

  it("names the configured tag services and the site's own measuring of speed, so configuring or removing one asks again", () => {
    expect(consentPolicyVersion(site)).toBe('2026-11-23+webVitals')
    expect(consentPolicyVersion(withEnv(site, { ...GA, ...NO_SPEED }))).toBe('2026-11-23+googleAnalytics')
    expect(consentPolicyVersion(withEnv(site, { ...GA, VITE_META_PIXEL_ID: '123456789012345' }))).toBe('2026-11-23+googleAnalytics.metaPixel.webVitals')
    expect(consentPolicyVersion(withEnv(site, { VITE_GOOGLE_ADS_ID: 'AW-123456789', ...NO_SPEED }))).toBe('2026-11-23+googleAds')
  })
})

describe('consentTerms', () => {
  it('offers statistics with no tag configured while the site measures speed (the demo), and not without it', () => {
    expect(consentTerms(site, collections.cookiePurposes)).toEqual({
      policyVersion: '2026-11-23+webVitals',
      purposes: ['preferences', 'statistics', 'marketing'],
    })
    expect(consentTerms(withEnv(site, NO_SPEED), collections.cookiePurposes)).toEqual({ policyVersion: '2026-11-23', purposes: ['preferences', 'marketing'] })
    expect(consentTerms(withEnv(site, { ...GA, ...NO_SPEED }), collections.cookiePurposes)).toEqual({
      policyVersion: '2026-11-23+googleAnalytics',
      purposes: ['preferences', 'statistics', 'marketing'],
    })
  })

  it('with the measuring of speed switched on, a decision stored before is not counted: the visitor is asked again', () => {
    const before = consentTerms(withEnv(site, NO_SPEED), collections.cookiePurposes)
    const after = consentTerms(site, collections.cookiePurposes)
    const cookie = `${CONSENT_COOKIE}=${consentCookieValue({ choices: EVERYTHING_ALLOWED, decidedAt: new Date().toISOString(), policyVersion: before.policyVersion }, before.purposes)}`
    expect(readConsent(cookie, before)?.choices).toEqual({ preferences: true, statistics: false, marketing: true })
    expect(readConsent(cookie, after)).toBeNull()
  })
})
