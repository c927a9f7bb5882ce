// Server and build only: consent and the measurement tags under the site's configuration, with
// data/collections/cookiePurposes.json (the consent code itself never reads the content).
import { claimedCookiePurposes } from '../consent/measurement/claimedCookies.ts'
import { consentTerms } from '../consent/measurement/consentTerms.ts'
import { tagRuntimeConfig, type TagRuntimeConfig } from '../consent/measurement/runtimeConfig.ts'
import type { ConsentTerms } from '../schemas/collections/cookiePurpose.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { getCollection } from './content.ts'

/** The consent terms of a site configuration: what the head script, its CSP hash and the consent cookie answer. */
export function siteConsentTerms(config: Pick<SiteConfig, 'consent' | 'measurement'>): ConsentTerms {
  return consentTerms(config, getCollection('cookiePurposes'))
}

/** The configured tags and the cookies they set, by purpose, as the cookie policy lists them; null when none is configured. */
export function pageTagConfig(site: SiteConfig): TagRuntimeConfig | null {
  const claimed = claimedCookiePurposes(site.measurement, getCollection('cookiePurposes'))
  const cookiesOf = (purpose: 'statistics' | 'marketing') =>
    claimed.filter((item) => item.id === purpose).flatMap((item) => item.cookies.filter((cookie) => cookie.setBy !== 'site').map((cookie) => cookie.name))
  return tagRuntimeConfig(site, { statistics: cookiesOf('statistics'), marketing: cookiesOf('marketing') })
}
