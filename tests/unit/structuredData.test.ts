// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { PageDefinition } from '../../content/loadPages.ts'
import type { Section } from '../../sections/types.ts'
import { content } from '../../content/content.ts'
import { breadcrumbName, pageStructuredData } from '../../renderer/pageStructuredData.ts'

const { site } = content()

function page(title: string, sections: Section[] = [], breadcrumb?: string): PageDefinition {
  return { head: { title, description: 'x'.repeat(60), ...(breadcrumb ? { breadcrumb } : {}) }, sections }
}

const pages = new Map<string, { page: PageDefinition }>([
  ['/', { page: page('Forside | Klikværk') }],
  ['/services', { page: page('Vores services | Klikværk') }],
  ['/services/google-ads', { page: page('Google Ads-bureau i Aarhus | Klikværk', [], 'Google Ads') }],
])

describe('page structured data', () => {
  it('names a page by its breadcrumb field, else by its title up to " | "', () => {
    expect(breadcrumbName(pages.get('/services')!.page.head)).toBe('Vores services')
    expect(breadcrumbName(pages.get('/services/google-ads')!.page.head)).toBe('Google Ads')
  })

  it('gives a nested page a BreadcrumbList through every ancestor page, and the home page none', () => {
    const [breadcrumbs] = pageStructuredData('/services/google-ads', pages.get('/services/google-ads')!.page, pages, site)
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Forside', item: `${site.siteUrl}/` },
        { '@type': 'ListItem', position: 2, name: 'Vores services', item: `${site.siteUrl}/services` },
        { '@type': 'ListItem', position: 3, name: 'Google Ads', item: `${site.siteUrl}/services/google-ads` },
      ],
    })
    expect(pageStructuredData('/', pages.get('/')!.page, pages, site)).toEqual([])
  })

  it('skips a path segment that is no page of its own', () => {
    const [breadcrumbs] = pageStructuredData('/team/anna', page('Anna | Klikværk'), pages, site)
    expect((breadcrumbs as { itemListElement: { name: string }[] }).itemListElement.map((item) => item.name)).toEqual(['Forside', 'Anna'])
  })

  it('turns an FAQ section into FAQPage data with every question and answer', () => {
    const faq = {
      id: 'spoergsmaal',
      type: 'faq',
      title: 'Ofte stillede spørgsmål',
      questions: { id: 'x', items: [{ question: 'Er der binding?', answer: 'Nej, ingen bindingsperiode.' }] },
    } as Section
    const data = pageStructuredData('/', page('Forside | Klikværk', [faq]), pages, site)
    expect(data).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Er der binding?', acceptedAnswer: { '@type': 'Answer', text: 'Nej, ingen bindingsperiode.' } }],
      },
    ])
  })
})
