// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { content as readContent } from '../../content/content.ts'
import { pageStructuredData } from '../../renderer/pageStructuredData.ts'

const content = readContent()
const { site, pages } = content

describe('blog article structured data', () => {
  it('describes each article page as a BlogPosting by the agency, below Blog in its breadcrumbs', () => {
    const route = '/blog/google-ads-strategier-2025'
    const [breadcrumbs, posting] = pageStructuredData(route, pages.get(route)!.page, pages, site)
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Forside' },
        { name: 'Blog', item: `${site.siteUrl}/blog` },
        { name: 'Google Ads-strategier 2025', item: `${site.siteUrl}${route}` },
      ],
    })
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: '4 Google Ads-strategier, der virker i 2025',
      datePublished: '2025-08-23',
      articleSection: 'Google Ads',
      url: `${site.siteUrl}${route}`,
      author: { '@type': 'Organization', name: site.brand },
      image: { url: `${site.siteUrl}/media/blog/google-ads-strategier-2025.webp`, width: 960, height: 540 },
    })
    expect(String(posting!.keywords)).toContain('Performance Max')
  })

  it('gives every article page keywords and one BlogPosting', () => {
    const articleRoutes = [...pages.keys()].filter((route) => route.startsWith('/blog/'))
    expect(articleRoutes).toHaveLength(6)
    for (const route of articleRoutes) {
      const page = pages.get(route)!.page
      expect(page.head.keywords?.length, route).toBeGreaterThan(0)
      expect(
        pageStructuredData(route, page, pages, site).filter((item) => item['@type'] === 'BlogPosting'),
        route,
      ).toHaveLength(1)
    }
  })
})
