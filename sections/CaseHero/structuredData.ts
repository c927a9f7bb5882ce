import type { JsonLd, PageInfo } from '../defineSection.ts'
import { absoluteUrl } from '../../site/format.ts'
import { agencyJsonLd } from '../../head/structuredData.ts'
import type { CaseHeroSection } from './schema.ts'

/**
 * A case page is a page about one client's results; its hero names the case. A WebPage rather than an
 * Article: search engines expect an article to say when it was published, and a case has no date.
 */
export function structuredData({ case: item }: CaseHeroSection, { route, head, site }: PageInfo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: item.title,
    // The case's own summary (its collection item's required description).
    description: item.description,
    image: absoluteUrl(head.social?.image ?? site.defaultShareImage, site),
    url: absoluteUrl(route, site),
    mainEntityOfPage: absoluteUrl(route, site),
    about: { '@type': 'Organization', name: item.company },
    author: agencyJsonLd(site),
    publisher: agencyJsonLd(site),
    inLanguage: 'da-DK',
  }
}
