import type { JsonLd, PageInfo } from '../defineSection.ts'
import { absoluteUrl } from '../../site/format.ts'
import type { CaseHeroSection } from './schema.ts'

/** A case page is an article about one client's results; its hero names the case. */
export function structuredData({ case: item }: CaseHeroSection, { route, head, site }: PageInfo): JsonLd {
  const organization = { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', site) }
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: item.title,
    // The case's own summary (its collection item's required description).
    description: item.description,
    image: absoluteUrl(head.social?.image ?? site.defaultShareImage, site),
    url: absoluteUrl(route, site),
    mainEntityOfPage: absoluteUrl(route, site),
    about: { '@type': 'Organization', name: item.company },
    author: organization,
    publisher: organization,
    inLanguage: 'da-DK',
  }
}
