import { OPTIONAL_PURPOSES, type ConsentTerms, type CookiePurpose } from '../../schemas/collections/cookiePurpose.ts'
import type { SiteConfig } from '../../schemas/site.ts'
import { claimedCookiePurposes, offeredPurposes } from './claimedCookies.ts'
import { configuredTagServices, measuredPurposes, siteMeasures } from './tagServices.ts'

/**
 * The version of the cookie policy a decision answers: data/site.json's `consent.policyVersion`,
 * followed by the configured tag services and what the site measures itself, when there are any
 * ("2026-11-23+googleAnalytics.metaPixel.webVitals"). Configuring a tag, or switching the site's own
 * measuring of speed on or off, changes it, so every visitor is asked again.
 */
export function consentPolicyVersion(config: Pick<SiteConfig, 'consent' | 'measurement'>): string {
  const services = [...configuredTagServices(config.measurement), ...siteMeasures(config.measurement)]
  return services.length === 0 ? config.consent.policyVersion : `${config.consent.policyVersion}+${services.join('.')}`
}

/** The policy version and the optional purposes offered (in OPTIONAL_PURPOSES' order), under the configuration: what every stored decision answers. */
export function consentTerms(config: Pick<SiteConfig, 'consent' | 'measurement'>, cookiePurposes: readonly CookiePurpose[]): ConsentTerms {
  const offered = offeredPurposes(config.measurement, cookiePurposes)
  return { policyVersion: consentPolicyVersion(config), purposes: OPTIONAL_PURPOSES.filter((purpose) => offered.includes(purpose)) }
}

/** What the browser is told of consent under the configuration (site/browserSite.ts): the terms, what the configured tags measure, and the purposes as claimed. */
export function claimedConsent(config: Pick<SiteConfig, 'consent' | 'measurement'>, cookiePurposes: readonly CookiePurpose[]) {
  return {
    terms: consentTerms(config, cookiePurposes),
    // The banner says the site measures how it is used when a statistics tag does or the site measures speed.
    measured: [...new Set([...measuredPurposes(config.measurement), ...(siteMeasures(config.measurement).length > 0 ? (['statistics'] as const) : [])])],
    purposes: claimedCookiePurposes(config.measurement, cookiePurposes),
  }
}
