import { Feed } from 'feed'
import type { Content } from '../content/loadContent.ts'
import { mediaUrl } from '../site/format.ts'
import { absoluteUrl } from '../content/siteConfig.ts'

/** Where the blog's RSS feed is published; /blog and the articles link to it from their head. */
export const BLOG_FEED_PATH = '/blog/rss.xml'

/** An image's media type from its extension, one of those imageSchema allows (png, jpg, jpeg, webp, avif, svg). */
function imageType(src: string): string {
  const extension = src.slice(src.lastIndexOf('.') + 1)
  return `image/${extension === 'jpg' ? 'jpeg' : extension === 'svg' ? 'svg+xml' : extension}`
}

/** The blog's RSS 2.0 feed (`feed` library): every article, newest first, with its title, excerpt, category, date, author (the agency) and image. */
export function blogFeed({ site, collections, pages }: Pick<Content, 'site' | 'collections' | 'pages'>): string {
  const articles = [...collections.articles].sort((a, b) => b.date.localeCompare(a.date))
  const blogPage = pages.get('/blog')?.page
  const author = { name: site.brand, link: absoluteUrl('/', site) }
  const blogUrl = absoluteUrl('/blog', site)
  const feed = new Feed({
    title: `${site.brand} – blog`,
    description: blogPage?.head.description,
    id: blogUrl,
    link: blogUrl,
    language: 'da',
    copyright: `© ${site.legalName}`,
    // The newest article's date, so the same content always gives the same file.
    updated: articles[0] ? new Date(`${articles[0].date}T00:00:00Z`) : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(BLOG_FEED_PATH, site) },
    author,
  })
  for (const article of articles) {
    const url = absoluteUrl(`/blog/${article.id}`, site)
    // Media under the site's own address, or at a media host's (data/site.json "mediaBaseUrl").
    const image = mediaUrl(article.image.src, site.mediaBaseUrl)
    feed.addItem({
      title: article.title,
      id: url,
      link: url,
      description: article.excerpt,
      date: new Date(`${article.date}T00:00:00Z`),
      category: [{ name: article.category }],
      author: [author],
      image: { url: image.startsWith('/') ? `${site.siteUrl}${image}` : image, type: imageType(article.image.src) },
    })
  }
  return feed.rss2()
}
