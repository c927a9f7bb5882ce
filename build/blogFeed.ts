import { Feed } from 'feed'
import type { Content } from '../renderer/loadContent.ts'
import { mediaUrl } from '../site/format.ts'
import { absoluteUrl } from '../renderer/siteConfig.ts'

/** Where the blog's RSS feed is published; /blog and the articles link to it from their head. */
export const BLOG_FEED_PATH = '/blog/rss.xml'

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  svg: 'image/svg+xml',
}

/** An address on the site, absolute: "/media/x.webp" → "https://klikvaerk.dk/media/x.webp". */
function absolute(url: string, siteUrl: string): string {
  return url.startsWith('/') ? `${siteUrl}${url}` : url
}

/**
 * The blog's RSS 2.0 feed: every article, newest first, with its title, excerpt, category, date,
 * author (the agency) and image. Built from the same content as the pages, with the `feed` library.
 */
export function blogFeed({ site, collections, pages }: Pick<Content, 'site' | 'collections' | 'pages'>): string {
  const articles = [...collections.articles].sort((a, b) => b.date.localeCompare(a.date))
  const blogPage = pages.get('/blog')?.page
  const author = { name: site.brand, link: absoluteUrl('/', site) }
  const feed = new Feed({
    title: `${site.brand} – blog`,
    description: blogPage?.head.description,
    id: absoluteUrl('/blog', site),
    link: absoluteUrl('/blog', site),
    language: 'da',
    copyright: `© ${site.legalName}`,
    // The newest article's date, so the same content always gives the same file.
    updated: articles[0] ? new Date(`${articles[0].date}T00:00:00Z`) : undefined,
    generator: false,
    feedLinks: { rss: absolute(BLOG_FEED_PATH, site.siteUrl) },
    author,
  })
  for (const article of articles) {
    const url = absoluteUrl(`/blog/${article.id}`, site)
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt,
      date: new Date(`${article.date}T00:00:00Z`),
      category: [{ name: article.category }],
      author: [author],
      image: {
        url: absolute(mediaUrl(article.image.src, site.mediaBaseUrl), site.siteUrl),
        type: IMAGE_TYPES[article.image.src.split('.').pop()!.toLowerCase()],
      },
    })
  }
  return feed.rss2()
}
