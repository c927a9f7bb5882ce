import type { ConsentEmbed, ConsentTerms, CookiePurpose, OptionalPurpose } from '../schemas/collections/cookiePurpose.ts'
import type { Service } from '../schemas/collections/service.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { consentBannerText } from './consentBannerText.ts'

/** Consent under the site's configuration (consent/measurement/consentTerms.ts `claimedConsent`). */
export interface ClaimedConsent {
  terms: ConsentTerms
  /** The purposes the configured measurement tags wait for. */
  measured: readonly OptionalPurpose[]
  /** The cookie purposes as offered, with only what the configuration sets. */
  purposes: readonly CookiePurpose[]
}

/**
 * The part of the site configuration that components use, and nothing more: this object is all of
 * data/site.json and the services collection that reaches the browser.
 */
export function browserSite(config: SiteConfig, services: readonly Pick<Service, 'id' | 'title'>[], consent: ClaimedConsent) {
  const { brand, legalName, cvr, email, phone, openingHours, mediaBaseUrl, booking, mapEmbedUrl, navigation, backend, contentApi } = config
  const { street, postalCode, city } = config.address
  return {
    brand,
    /** The site's address without a trailing slash: canonical URLs of pages rendered in the browser. */
    siteUrl: config.siteUrl,
    legalName,
    cvr,
    email,
    phone,
    address: { street, postalCode, city },
    openingHours,
    mediaBaseUrl,
    booking,
    mapEmbedUrl,
    mapLinkUrl: mapLinkUrl(mapEmbedUrl),
    navigation: { ...navigation, services: services.map((service) => ({ label: service.title, href: `${navigation.servicesHref}/${service.id}` })) },
    backend,
    /** The content system the team pages ask for more members (data/site.json `contentApi`); null when none is configured. */
    teamContent: contentApi.baseUrl ? { baseUrl: contentApi.baseUrl, customFieldsBaseUrl: contentApi.customFieldsBaseUrl } : null,
    consent: consentSettings(consent),
  }
}

/** The same map on the provider's own site (the embed URL without `output=embed`): the placeholder's link. */
function mapLinkUrl(embedUrl: string): string {
  const url = new URL(embedUrl)
  url.searchParams.delete('output')
  return url.toString()
}

/**
 * What a decision answers (the policy version and the optional purposes offered), the purposes the
 * banner's text (it says what the configured tags measure), and per embed that waits for consent:
 * the purpose it needs (id and heading, e.g. "Præferencecookies") and who provides it.
 */
function consentSettings({ terms, measured, purposes: cookiePurposes }: ClaimedConsent) {
  const embed = (which: ConsentEmbed) => {
    for (const purpose of cookiePurposes) {
      const service = purpose.services.find((candidate) => candidate.embed === which)
      if (service && purpose.id !== 'necessary') return { purpose: purpose.id, purposeHeading: purpose.heading, provider: service.provider }
    }
    throw new Error(`data/collections/cookiePurposes.json: no optional purpose lists a service with "embed": "${which}"`)
  }
  return {
    policyVersion: terms.policyVersion,
    purposes: terms.purposes,
    bannerText: consentBannerText(measured),
    embeds: { booking: embed('booking'), map: embed('map') },
  }
}

/**
 * The consent dialog's purposes: the same items the cookie policy lists, as offered under the
 * configuration (`ClaimedConsent.purposes`). A module of their own (`virtual:consent-purposes`),
 * downloaded with the dialog rather than with every page.
 */
export function browserConsentPurposes(cookiePurposes: readonly CookiePurpose[]) {
  return cookiePurposes.map(({ id, label, description, services }) => ({
    id,
    label,
    description,
    services: services.map(({ name, provider }) => ({ name, provider })),
  }))
}

export type BrowserConsentPurpose = ReturnType<typeof browserConsentPurposes>[number]

export type BrowserSite = ReturnType<typeof browserSite>
