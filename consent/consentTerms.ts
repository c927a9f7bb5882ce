import { offeredPurposes } from '../measurement/claimedCookies.ts'
import { configuredTagServices } from '../measurement/tagServices.ts'
import { OPTIONAL_PURPOSES, type ConsentTerms, type CookiePurpose } from '../schemas/collections/cookiePurpose.ts'
import type { SiteConfig } from '../schemas/site.ts'

/**
 * The version of the cookie policy a decision answers: data/site.json's `consent.policyVersion`,
 * followed by the configured tag services when there are any ("2026-11-23+googleAnalytics.metaPixel").
 * Configuring a tag, or removing one, changes it, so every visitor is asked again.
 */
export function consentPolicyVersion(config: Pick<SiteConfig, 'consent' | 'measurement'>): string {
  const services = configuredTagServices(config.measurement)
  return services.length === 0 ? config.consent.policyVersion : `${config.consent.policyVersion}+${services.join('.')}`
}

/** The policy version and the optional purposes offered (in OPTIONAL_PURPOSES' order), under the configuration: what every stored decision answers. */
export function consentTerms(config: Pick<SiteConfig, 'consent' | 'measurement'>, cookiePurposes: readonly CookiePurpose[]): ConsentTerms {
  const offered = offeredPurposes(config.measurement, cookiePurposes)
  return { policyVersion: consentPolicyVersion(config), purposes: OPTIONAL_PURPOSES.filter((purpose) => offered.includes(purpose)) }
}
