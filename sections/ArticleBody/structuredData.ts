import type { JsonLd, PageInfo } from '../defineSection.ts'
import { absoluteUrl, mediaUrl } from '../../site/format.ts'
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
    inLanguage: 'da-DK',
    url: absoluteUrl(route, site),
    mainEntityOfPage: absoluteUrl(route, site),
    image: { '@type': 'ImageObject', url: image.startsWith('/') ? `${site.siteUrl}${image}` : image, width: article.image.width, height: article.image.height },
    author: { '@type': 'Organization', name: site.brand, url: absoluteUrl('/', site) },
    publisher: { '@id': `${site.siteUrl}/#organisation` },
  }
}
