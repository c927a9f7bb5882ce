// @vitest-environment node
// The facts SPEC.md and issue 8 require on /services and the nine service pages, read from the
// validated, resolved content the build renders.
import { describe, expect, it } from 'vitest'
import { content as readContent } from '../../content/content.ts'
import type { Section, SectionOf } from '../../sections/types.ts'
import { formatPrice } from '../../sections/PriceBlock/formatPrice.ts'
import { pageStructuredData } from '../../renderer/pageStructuredData.ts'

const { pages } = readContent()
function page(route: string) {
  const loaded = pages.get(route)
  if (!loaded) throw new Error(`no page for ${route}`)
  return loaded.page
}
function only<K extends Section['type']>(sections: Section[], type: K): SectionOf<K>[] {
  return sections.filter((s): s is SectionOf<K> & Section => s.type === type) as SectionOf<K>[]
}

/** Every call-to-action link on a page: hero buttons, price block, closing band and FAQ buttons. */
function callsToAction(sections: Section[]): string[] {
  return [
    ...only(sections, 'serviceHero').flatMap((s) => s.actions.map((a) => a.href)),
    ...only(sections, 'priceBlock').map((s) => s.action.href),
    ...only(sections, 'callToAction').flatMap((s) => s.actions.map((a) => a.href)),
    ...only(sections, 'faq').flatMap((s) => s.questions.items.flatMap((q) => (q.link ? [q.link.href] : []))),
  ]
}

// Prices, promises and FAQ counts from SPEC.md section 9 and issue 8, in Danish number format.
const expected = {
  'google-ads': { faq: 6, price: 'Fra 6.000 kr. om måneden', facts: ['52%', '78%', '33%', '7%', '24-48 timer', '2-4 uger'] },
  'meta-ads': { faq: 6, price: 'Fra 6.000 kr. om måneden', facts: ['45+ mio. kr.', '250+ mio. kr.', '4,2%', '5,1', '220%', '15K+', '200-500 kr.'] },
  'tiktok-ads': { faq: 5, price: 'Fra 6.000 kr. om måneden', facts: ['15M+', '8,5%', '450%', '25K+', '200-500 kr.'] },
  'email-marketing': { faq: 6, price: 'Fra 6.000 kr. om måneden', facts: ['4.200%', '32%', '4%', '98,5%'] },
  'websites-webshops': { faq: 6, price: 'Fra 16.000 kr.', facts: ['3-5 uger', '4-8 uger', '2-6 uger'] },
  'grafisk-design': { faq: 4, price: 'Fra 6.000 kr. om måneden', facts: ['24-48 timer', '3-5 arbejdsdage'] },
  'video-produktion': { faq: 4, price: 'Fra 10.000 kr.', facts: ['4 timers optagelse', '2-4 annoncevideoer', '1-2 uger', '3-4 uger'] },
  'tracking-data': { faq: 4, price: 'Fast pris efter en gratis gennemgang', facts: [] },
  automatiseringer: {
    faq: 4,
    price: 'Fast pris efter en gratis audit',
    facts: ['1-2 uger', '4-8 uger', '20-40%', '66%', '82%', '78%', '1,5', '70%', '1.250+'],
  },
} as const
const serviceIds = Object.keys(expected) as (keyof typeof expected)[]

describe('service pages', () => {
  for (const id of serviceIds) {
    const route = `/services/${id}`
    describe(route, () => {
      const { head, sections } = page(route)
      const facts = expected[id]

      it(`opens with a hero (h1) and has an FAQ of exactly ${facts.faq} questions`, () => {
        expect(sections[0]?.type).toBe('serviceHero')
        const faqs = only(sections, 'faq')
        expect(faqs).toHaveLength(1)
        expect(faqs[0]!.questions.items).toHaveLength(facts.faq)
      })

      it(`shows the price "${facts.price}" for this service and the promises of SPEC section 9`, () => {
        const [price, ...more] = only(sections, 'priceBlock')
        expect(more).toEqual([])
        expect(price!.service.id).toBe(id)
        expect(price!.price ? formatPrice(price!.price) : price!.priceText).toBe(facts.price)
        const text = JSON.stringify(sections)
        for (const fact of facts.facts) expect(text).toContain(fact)
      })

      it('ends with the related-pages block: three other service pages, never itself', () => {
        const related = only(sections, 'relatedPages')
        expect(related).toHaveLength(1)
        expect(sections.at(-1)?.type).toBe('relatedPages')
        expect(related[0]!.current.id).toBe(id)
        const ids = related[0]!.pages.map((p) => p.id)
        expect(ids).toHaveLength(3)
        expect(new Set(ids).size).toBe(3)
        expect(ids).not.toContain(id)
        for (const other of ids) expect(serviceIds).toContain(other)
      })

      it('sends every call to action to /kontakt', () => {
        const hrefs = callsToAction(sections)
        expect(hrefs.length).toBeGreaterThanOrEqual(3)
        expect(new Set(hrefs)).toEqual(new Set(['/kontakt']))
      })

      it('sets keywords and has no unfilled placeholder', () => {
        expect(head.keywords?.length).toBeGreaterThan(0)
        expect(JSON.stringify(sections)).not.toMatch(/\{[a-zA-Z]+\}/)
      })
    })
  }

  it('the screenshot carousels have seven (google-ads) and six (meta-ads) images', () => {
    expect(only(page('/services/google-ads').sections, 'imageCarousel')[0]?.slides).toHaveLength(7)
    expect(only(page('/services/meta-ads').sections, 'imageCarousel')[0]?.slides).toHaveLength(6)
  })

  it('video-produktion shows the six sample videos right after its hero, with no client, views, description or platform', () => {
    const { sections } = page('/services/video-produktion')
    expect(sections[1]?.type).toBe('videoShowcase')
    const videos = only(sections, 'videoShowcase')[0]!.videos
    expect(videos).toHaveLength(6)
    for (const video of videos) expect([video.client ?? '', video.views ?? '', video.description ?? '', video.platform ?? '']).toEqual(['', '', '', ''])
  })

  it('automatiseringer lists exactly the six automated areas', () => {
    const areas = only(page('/services/automatiseringer').sections, 'checklist')[0]?.items
    expect(areas).toEqual([
      'Booking og kalender',
      'Fakturering og betalingsflows',
      'Leadgenerering og opfølgning',
      'SMS- og e-mailpåmindelser',
      'Anmeldelsesflows og kundekommunikation',
      'Tilbudsopfølgning og salgsautomatisering',
    ])
  })

  it('grafisk-design lists eight things designed; google-ads and email-marketing twelve-item lists', () => {
    const items = (route: string, sectionId: string) => only(page(route).sections, 'checklist').find((s) => s.id === sectionId)?.items
    expect(items('/services/grafisk-design', 'vi-designer')).toHaveLength(8)
    expect(items('/services/google-ads', 'det-faar-du')).toHaveLength(12)
    expect(items('/services/email-marketing', 'det-faar-du')).toHaveLength(12)
  })
})

describe('/services', () => {
  it('shows all nine services as cards, each with four features, and ends with a call to action to /kontakt', () => {
    const { sections } = page('/services')
    const overview = only(sections, 'servicesOverview')[0]
    expect(overview?.services.map((s) => s.id)).toEqual(serviceIds)
    for (const service of overview!.services) expect(service.features).toHaveLength(4)
    expect(sections.at(-1)?.type).toBe('callToAction')
    expect(callsToAction(sections)).toEqual(['/kontakt'])
  })
})

describe('home services section', () => {
  it('follows the hero, with two audience cards and eight service tiles', () => {
    const { sections } = page('/')
    const index = sections.findIndex((s) => s.id === 'services')
    expect(sections[index - 1]?.type).toBe('hero')
    const home = sections[index] as SectionOf<'homeServices'>
    expect(home.type).toBe('homeServices')
    expect(home.audiences.map((a) => a.title)).toEqual(['E-commerce', 'Servicevirksomheder'])
    expect(home.services).toHaveLength(8)
  })
})

describe('structured data of the service pages', () => {
  const content = readContent()
  it('each service page describes its Service (with the offer where it has a price) and its breadcrumbs', () => {
    for (const id of serviceIds) {
      const route = `/services/${id}`
      const data = pageStructuredData(route, page(route), content.pages, content.site) as Record<string, unknown>[]
      const byType = (type: string) => data.filter((d) => d['@type'] === type)
      const [service, ...moreServices] = byType('Service')
      expect(moreServices).toEqual([])
      expect(service).toMatchObject({
        name: only(page(route).sections, 'relatedPages')[0]!.current.title,
        url: `${content.site.siteUrl}${route}`,
        provider: { name: content.site.brand },
      })
      const price = only(page(route).sections, 'priceBlock')[0]!.price
      if (price) expect(service).toMatchObject({ offers: { priceCurrency: 'DKK', price: price.amount } })
      else expect(service).not.toHaveProperty('offers')
      expect(byType('FAQPage')).toHaveLength(1)
      const [breadcrumbs] = byType('BreadcrumbList') as { itemListElement: { name: string }[] }[]
      expect(breadcrumbs!.itemListElement.map((item) => item.name)).toEqual(['Forside', 'Services', service!.name])
    }
  })
})
