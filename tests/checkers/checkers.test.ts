// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { content } from '../../content/content.ts'
import { pageJsonLd, pageStructuredData } from '../../renderer/pageStructuredData.ts'
import { organisationJsonLd } from '../../head/structuredData.ts'
import { unexpectedMessages, type NuMessage } from './htmlValidation.ts'
import { checkPageJsonLd, jsonLdBlocks } from './richResults.ts'

const { pages, site } = content()
const blocksOf = (route: string) => pageJsonLd(route, pages.get(route)!.page, pages, site)
/** A page's own blocks, after the agency's. */
const withAgency = (route: string) => [organisationJsonLd(site), ...pageStructuredData(route, pages.get(route)!.page, pages, site)]
const clone = <T>(value: T): T => structuredClone(value)

describe('rich-result rules', () => {
  it('pass every route’s structured data as the build writes it', () => {
    for (const route of pages.keys()) expect(checkPageJsonLd(blocksOf(route)), route).toEqual([])
  })

  it('ask an article for its dates and a publisher with a logo, resolving a publisher given by @id', () => {
    const [organisation, , posting] = clone(withAgency('/blog/meta-vs-google')) as Record<string, unknown>[]
    expect(posting!['@type']).toBe('BlogPosting')
    posting!.publisher = { '@id': organisation!['@id'] }
    expect(checkPageJsonLd([organisation, posting])).toEqual([])
    delete posting!.dateModified
    posting!.datePublished = '12. august 2025'
    delete organisation!.logo
    expect(checkPageJsonLd([organisation, posting])).toEqual([
      'block 1 (LocalBusiness) › logo: required: its logo (an https image)',
      'block 2 (BlogPosting) › datePublished: an ISO 8601 date',
      'block 2 (BlogPosting) › dateModified: an ISO 8601 date',
      'block 2 (BlogPosting) › publisher.logo: required: its logo (an https image)',
    ])
  })

  it('ask an offer for a price, or minPrice with maxPrice', () => {
    const service = clone(blocksOf('/services/google-ads')).find((block) => block['@type'] === 'Service') as {
      offers: { priceSpecification: Record<string, unknown> }
    }
    const specification = service.offers.priceSpecification
    expect(specification).toMatchObject({ price: 6000, minPrice: 6000 })
    delete specification.price
    expect(checkPageJsonLd([service])).toEqual(['block 1 (Service) › offers[0].priceSpecification.price: required: price, or minPrice with maxPrice'])
    specification.maxPrice = 12000
    expect(checkPageJsonLd([service])).toEqual([])
  })

  it('ask breadcrumbs and FAQs for what Google requires, and refuse a type without rules', () => {
    const blocks = clone(blocksOf('/services/google-ads')) as Record<string, unknown>[]
    const [breadcrumbs, faq] = ['BreadcrumbList', 'FAQPage'].map((type) => blocks.find((block) => block['@type'] === type))
    ;(breadcrumbs!.itemListElement as Record<string, unknown>[])[0]!.position = 2
    ;(faq!.mainEntity as Record<string, unknown>[])[0]!.acceptedAnswer = { '@type': 'Answer' }
    expect(checkPageJsonLd([breadcrumbs, faq, { '@context': 'https://schema.org', '@type': 'Event', name: 'Webinar' }])).toEqual([
      'block 1 (BreadcrumbList) › itemListElement[0].position: must be 1',
      'block 2 (FAQPage) › mainEntity[0].acceptedAnswer.text: required: an Answer with text',
      'block 3 (Event) › @type: no rules for Event: add them to tests/checkers/richResults.ts',
    ])
  })

  it('reads the JSON-LD blocks of a page and reports one that is not JSON', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Person"}</script><script type="application/json">{}</script><script type="application/ld+json">{oops</script>'
    expect(jsonLdBlocks(html)).toEqual([{ '@type': 'Person' }, 'not JSON'])
  })
})

describe('Nu Html Checker messages', () => {
  const message = (fields: Partial<NuMessage>): NuMessage => ({ type: 'error', message: '', ...fields })

  it('fail on errors and warnings, not on information or the listed checker gaps', () => {
    const ours = message({ message: 'The “aria-expanded” attribute must not be used on any element which has a “popovertarget” attribute.' })
    const warning = message({ type: 'info', subType: 'warning', message: 'Section lacks heading.' })
    const gaps = [
      message({ message: "CSS: “anchor-name”: Property “anchor-name” doesn't exist." }),
      message({ message: 'CSS: “top”: Parse Error.', extract: 'bottom) + .5rem);left:anchor(l' }),
      message({
        type: 'info',
        subType: 'warning',
        message: 'Resource violates Content Security Policy (meta tag): image “/media/x.webp” blocked by “img-src” directive.',
      }),
    ]
    const info = message({ type: 'info', message: 'Trailing slash on void elements has no effect.' })
    expect(unexpectedMessages([ours, warning, ...gaps, info])).toEqual([ours, warning])
  })

  it('allow a general CSS parse error only where its source shows the gap', () => {
    const parseError = message({ message: 'CSS: “top”: Parse Error.', extract: 'top:calc(1rem +);' })
    expect(unexpectedMessages([parseError])).toEqual([parseError])
  })
})
