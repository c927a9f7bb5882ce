// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { content } from '../../content/content.ts'
import { pageStructuredData } from '../../renderer/pageStructuredData.ts'

const { pages, site, collections } = content()

describe('case pages structured data', () => {
  // A WebPage, not an Article: Google's Article rules ask for a publication date, and a case has none.
  it("describes each case page as a WebPage with the case's own description and the agency's logo, with breadcrumbs through /cases", () => {
    const caseRoutes = [...pages.keys()].filter((route) => route.startsWith('/cases/'))
    expect(caseRoutes).toHaveLength(8)
    for (const route of caseRoutes) {
      const { page } = pages.get(route)!
      const data = pageStructuredData(route, page, pages, site)
      const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] }
      expect(breadcrumbs.itemListElement.map((item) => item.item)).toEqual([`${site.siteUrl}/`, `${site.siteUrl}/cases`, `${site.siteUrl}${route}`])
      expect(breadcrumbs.itemListElement[1]!.name).toBe('Cases')
      expect(data.find((item) => item['@type'] === 'Article')).toBeUndefined()
      const article = data.find((item) => item['@type'] === 'WebPage')
      expect(article).toMatchObject({
        '@context': 'https://schema.org',
        url: `${site.siteUrl}${route}`,
        image: `${site.siteUrl}/og/cases/${route.split('/').pop()}.jpg`,
        description: collections.cases.find((item) => item.id === route.split('/').pop())!.description,
        publisher: { '@type': 'Organization', '@id': `${site.siteUrl}/#organisation`, name: site.brand, logo: `${site.siteUrl}/logo.png` },
      })
      expect(typeof article!.name).toBe('string')
    }
  })
})
