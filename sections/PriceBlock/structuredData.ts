import type { JsonLd, PageInfo } from '../defineSection.ts'
import { absoluteUrl } from '../../site/format.ts'
import type { PriceBlockSection } from './schema.ts'

/** A service page's price block describes the service it sells: Service with its provider and offer. */
export function structuredData({ service, price }: PriceBlockSection, { route, head, site }: PageInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: head.description,
    url: absoluteUrl(route, site),
    areaServed: { '@type': 'Country', name: 'Danmark' },
    provider: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', site), email: site.email, telephone: site.phone },
    ...(price && {
      offers: {
        '@type': 'Offer',
        url: absoluteUrl(route, site),
        priceCurrency: 'DKK',
        price: price.amount,
        // "Fra 6.000 kr. om måneden": the price it starts at, per month for a recurring service. Search
        // engines require a price (a minPrice alone needs a maxPrice, which a "from" price has not).
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceCurrency: 'DKK',
          price: price.amount,
          ...(price.from && { minPrice: price.amount }),
          ...(price.period === 'month' && { unitCode: 'MON', unitText: 'måned' }),
          valueAddedTaxIncluded: false,
        },
      },
    }),
  }
}
