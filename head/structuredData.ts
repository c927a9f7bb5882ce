import type { SiteConfig } from '../schemas/site.ts'
import { absoluteUrl, telHref } from '../site/format.ts'

const organisationId = (site: SiteConfig) => `${site.siteUrl}/#organisation`

/** The agency as a page's author or publisher: the organisation every page describes (same `@id`), with what search engines ask of a publisher. */
export function agencyJsonLd(site: SiteConfig) {
  return { '@type': 'Organization', '@id': organisationId(site), name: site.brand, url: absoluteUrl('/', site), logo: `${site.siteUrl}${site.logo}` }
}

/** schema.org LocalBusiness data for the agency, from the site config. */
export function organisationJsonLd(site: SiteConfig) {
  const { address, openingHours } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': organisationId(site),
    name: site.brand,
    legalName: site.legalName,
    vatID: `DK${site.cvr}`,
    url: absoluteUrl('/', site),
    email: site.email,
    telephone: telHref(site.phone).slice('tel:'.length),
    logo: `${site.siteUrl}${site.logo}`,
    image: `${site.siteUrl}${site.defaultShareImage}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.locality,
      addressCountry: address.country,
    },
    ...(address.geo ? { geo: { '@type': 'GeoCoordinates', ...address.geo } } : {}),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
    sameAs: Object.values(site.social),
  }
}

/** JSON for a <script type="application/ld+json">, safe to place inside HTML. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
