import type { Service } from '../schemas/collections/service.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { backendSettings } from './siteConfig.ts'

/**
 * The part of the site configuration that components use, and nothing more: this object is all of
 * data/site.json and the services collection that reaches the browser.
 */
export function browserSite(config: SiteConfig, services: readonly Pick<Service, 'id' | 'title'>[], env?: Record<string, string | undefined>) {
  const { brand, legalName, cvr, email, phone, openingHours, mediaBaseUrl, booking, mapEmbedUrl, navigation, contentApi } = config
  const { street, postalCode, city } = config.address
  return {
    brand,
    legalName,
    cvr,
    email,
    phone,
    address: { street, postalCode, city },
    openingHours,
    mediaBaseUrl,
    booking,
    mapEmbedUrl,
    navigation: { ...navigation, services: services.map((service) => ({ label: service.title, href: `${navigation.servicesHref}/${service.id}` })) },
    backend: backendSettings(config, env),
    /** The content system the team pages ask for more members (data/site.json `contentApi`); null when none is configured. */
    teamContent: contentApi.baseUrl ? { baseUrl: contentApi.baseUrl, customFieldsBaseUrl: contentApi.customFieldsBaseUrl } : null,
  }
}

export type BrowserSite = ReturnType<typeof browserSite>
