import type { JsonLd, PageInfo } from '../defineSection.ts'
import { absoluteUrl, mediaUrl } from '../../site/format.ts'
import { agencyJsonLd } from '../../head/structuredData.ts'
import type { ArticleBodySection } from './schema.ts'

/** The article as schema.org BlogPosting. */
export function structuredData({ article }: ArticleBodySection, { route, head, site }: PageInfo): JsonLd {
  const image = mediaUrl(article.image.src, site.mediaBaseUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    ...(head.keywords ? { keywords: head.keywords.join(', ') } : {}),
    datePublished: article.date,
    // An article is not edited after it is published: the only date it has is both.
    dateModified: article.date,
    inLanguage: 'da-DK',
    url: absoluteUrl(route, site),
    mainEntityOfPage: absoluteUrl(route, site),
    image: { '@type': 'ImageObject', url: image.startsWith('/') ? `${site.siteUrl}${image}` : image, width: article.image.width, height: article.image.height },
    author: agencyJsonLd(site),
    publisher: agencyJsonLd(site),
  }
}
