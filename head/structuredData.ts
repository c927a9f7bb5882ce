import type { SiteConfig } from '../schemas/site.ts'
import { absoluteUrl, telHref } from '../site/format.ts'

/** schema.org LocalBusiness data for the agency, from the site config. */
export function organisationJsonLd(site: SiteConfig) {
  const { address, openingHours } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${site.siteUrl}/#organisation`,
    name: site.brand,
    legalName: site.legalName,
    vatID: `DK${site.cvr}`,
    url: absoluteUrl('/', site),
    email: site.email,
    telephone: telHref(site.phone).slice('tel:'.length),
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
