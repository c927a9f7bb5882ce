import type { PageHead } from '../schemas/page.ts'
import type { SectionOf, SectionType } from '../schemas/sections/index.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { mediaUrl } from '../site/format.ts'
import { absoluteUrl } from '../site/siteConfig.ts'

/** A schema.org object for a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>

/** What a section's structured data may draw on besides its own fields. */
export interface PageInfo {
  route: string
  head: PageHead
  site: SiteConfig
}

type SectionStructuredData = {
  [K in SectionType]?: (section: SectionOf<K>, page: PageInfo) => JsonLd | JsonLd[] | undefined
}

/**
 * Section type → the schema.org data it adds to its page's head. Server-only (the head is only
 * prerendered): never import this from a component. Add an entry for a section that describes
 * something search engines understand (a service, an article, questions and answers).
 */
export const sectionStructuredData: SectionStructuredData = {
  faq: ({ questions }) => ({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }),
  // A built-in member's page describes a person working for the agency (the content-system shell has none).
  teamProfile: ({ member }, { route, site }) =>
    member && {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: member.name,
      jobTitle: member.role,
      description: member.bio,
      url: absoluteUrl(route, site),
      image: new URL(mediaUrl(member.image.src, site.mediaBaseUrl), site.siteUrl).href,
      ...(member.email ? { email: `mailto:${member.email}` } : {}),
      ...(member.phone ? { telephone: member.phone } : {}),
      ...(member.linkedin ? { sameAs: [member.linkedin] } : {}),
      knowsAbout: member.expertise,
      worksFor: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', site) },
    },
  // A case page is an article about one client's results; its hero holds the case.
  caseHero: ({ case: item }, { route, head, site }) => {
    const organization = { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', site) }
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: item.title,
      description: head.description,
      image: absoluteUrl(head.social?.image ?? site.defaultShareImage, site),
      url: absoluteUrl(route, site),
      mainEntityOfPage: absoluteUrl(route, site),
      about: { '@type': 'Organization', name: item.company },
      author: organization,
      publisher: organization,
      inLanguage: 'da-DK',
    }
  },
  articleBody: ({ article }, { route, head, site }) => {
    const image = mediaUrl(article.image.src, site.mediaBaseUrl)
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.excerpt,
      articleSection: article.category,
      ...(head.keywords ? { keywords: head.keywords.join(', ') } : {}),
      datePublished: article.date,
      inLanguage: 'da-DK',
      url: absoluteUrl(route, site),
      mainEntityOfPage: absoluteUrl(route, site),
      image: { '@type': 'ImageObject', url: image.startsWith('/') ? `${site.siteUrl}${image}` : image, width: article.image.width, height: article.image.height },
      author: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', site) },
      publisher: { '@id': `${site.siteUrl}/#organisation` },
    }
  },
  // A service page's price block describes the service it sells: Service with its provider and offer.
  priceBlock: ({ service, price }, { route, head, site }) => ({
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
        // "Fra 6.000 kr. om måneden": the least it costs, per month for a recurring service.
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceCurrency: 'DKK',
          ...(price.from ? { minPrice: price.amount } : { price: price.amount }),
          ...(price.period === 'month' && { unitCode: 'MON', unitText: 'måned' }),
          valueAddedTaxIncluded: false,
        },
      },
    }),
  }),
}
