// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { content } from '../../renderer/content.ts'
import { withEnv } from '../../site/buildEnv.ts'
import { CONSENT_COOKIE, consentCookieValue, readConsent } from '../consentCookie.ts'
import { consentPolicyVersion, consentTerms } from './consentTerms.ts'
import { EVERYTHING_ALLOWED } from '../../schemas/collections/cookiePurpose.ts'

const { site, collections } = content()
const GA = { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' }

describe('consentPolicyVersion', () => {
  it("is data/site.json's version while no tag is configured, so decisions already stored still count", () => {
    expect(site.consent.policyVersion).toBe('2026-11-23')
    expect(consentPolicyVersion(site)).toBe('2026-11-23')
  })

  it('names the configured tag services, so configuring or removing one asks again', () => {
    expect(consentPolicyVersion(withEnv(site, GA))).toBe('2026-11-23+googleAnalytics')
    expect(consentPolicyVersion(withEnv(site, { ...GA, VITE_META_PIXEL_ID: '123456789012345' }))).toBe('2026-11-23+googleAnalytics.metaPixel')
    expect(consentPolicyVersion(withEnv(site, { VITE_GOOGLE_ADS_ID: 'AW-123456789' }))).toBe('2026-11-23+googleAds')
  })
})

describe('consentTerms', () => {
  it('offers preferences and marketing with no tag configured, and statistics too with Google Analytics', () => {
    expect(consentTerms(site, collections.cookiePurposes)).toEqual({ policyVersion: '2026-11-23', purposes: ['preferences', 'marketing'] })
    expect(consentTerms(withEnv(site, GA), collections.cookiePurposes)).toEqual({
      policyVersion: '2026-11-23+googleAnalytics',
      purposes: ['preferences', 'statistics', 'marketing'],
    })
  })

  it('with Google Analytics configured, a decision stored before is not counted: the visitor is asked again', () => {
    const before = consentTerms(site, collections.cookiePurposes)
    const after = consentTerms(withEnv(site, GA), collections.cookiePurposes)
    const cookie = `${CONSENT_COOKIE}=${consentCookieValue({ choices: EVERYTHING_ALLOWED, decidedAt: new Date().toISOString(), policyVersion: before.policyVersion }, before.purposes)}`
    expect(readConsent(cookie, before)?.choices).toEqual({ preferences: true, statistics: false, marketing: true })
    expect(readConsent(cookie, after)).toBeNull()
  })
})
