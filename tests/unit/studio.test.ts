// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hydrationMeanings, sectionCatalogue } from '../../studio/sectionCatalogue.ts'
import { content } from '../../content/content.ts'
import { siteTokens } from '../../content/interpolate.ts'
import { contentReferences, namesItem } from '../../content/references.ts'
import { sectionTypes } from '../../sections/definitions.ts'
import { faqSchema } from '../../sections/Faq/schema.ts'
import { contentWith } from '../contentFixture.ts'

// What the studio (studio/) reads: each section type from its folder and the one list of types,
// and who uses a collection item, found the way the build resolves references.

describe("the studio's section catalogue", () => {
  const catalogue = sectionCatalogue()

  it('has every section type, in the order of sections/index.ts, with its sample as written', () => {
    expect(catalogue.map((entry) => entry.type)).toEqual(sectionTypes)
    for (const entry of catalogue) expect(JSON.parse(entry.sampleJson)).toEqual(JSON.parse(readFileSync(entry.sampleFile, 'utf8')))
  })

  it("gives each type and each field its schema's Danish name and description, its type, whether it is required and its allowed values", () => {
    const faq = catalogue.find((entry) => entry.type === 'faq')!
    expect(faq).toMatchObject({ title: faqSchema.title, description: faqSchema.description })
    expect(faq.fields.find((field) => field.name === 'type')).toMatchObject({ required: true, allowed: ['"faq"'] })
    const questions = faq.fields.find((field) => field.name === 'questions')!
    const { title, description } = faqSchema.properties.questions
    expect(questions).toMatchObject({ required: true, title, description })
    expect(faq.fields.find((field) => field.name === 'title')).toMatchObject({
      title: faqSchema.properties.title.title,
      description: faqSchema.properties.title.description,
    })
    expect(questions.allowed).toContain('"forside"')
    expect(faq.fields.find((field) => field.name === 'lead')?.required).toBe(false)
    const stats = catalogue.find((entry) => entry.type === 'stats')!
    expect(stats.fields.map((field) => field.name)).toContain('items[].value')
  })

  it('says how each section hydrates, when it starts and why, from its definition and the Hydration doc comment', () => {
    const carousel = catalogue.find((entry) => entry.type === 'imageCarousel')!
    expect(carousel).toMatchObject({
      hydration: 'interactive',
      hydrationReason: 'Previous/next buttons, arrow keys and swipe move the slides.',
      startsNearReason: '',
    })
    const calendar = catalogue.find((entry) => entry.type === 'bookingCalendar')!
    expect(calendar.startsNearReason).toMatch(/^Henter bookingkalenderen hos udbyderen/)
    const meanings = hydrationMeanings()
    expect(meanings.static).toMatch(/^never\. Its prerendered HTML is all it needs/)
    expect(meanings.interactive).toMatch(/starts at the visitor's first interaction with/)
  })
})

describe('who uses a collection item', () => {
  const tokens = siteTokens(content().site)
  const faqs = JSON.parse(readFileSync('data/collections/faqs.json', 'utf8')) as { items: { id: string }[] }
  const spare = { id: 'ekstra', items: [{ question: 'Et spørgsmål?', answer: 'Et svar.' }] }
  const withSpare = { 'data/collections/faqs.json': { ...faqs, items: [...faqs.items, spare] } }

  it('is nobody for an item no page or item names', () => {
    const references = contentReferences(contentWith(withSpare), tokens)
    expect(references.filter((reference) => namesItem(reference, 'faqs', 'ekstra'))).toEqual([])
  })

  it('is the section that names it, with its page, as soon as one does', () => {
    const page = JSON.parse(readFileSync('data/pages/om-os.json', 'utf8')) as { sections: object[] }
    const faqSection = { id: 'nye-spoergsmaal', type: 'faq', title: 'Spørgsmål', questions: 'ekstra' }
    const source = contentWith({ ...withSpare, 'data/pages/om-os.json': { ...page, sections: [...page.sections, faqSection] } })
    const uses = contentReferences(source, tokens).filter((reference) => namesItem(reference, 'faqs', 'ekstra'))
    expect(uses.map((reference) => reference.from)).toEqual([
      { kind: 'section', route: '/om-os', file: 'data/pages/om-os.json', sectionId: 'nye-spoergsmaal', sectionType: 'faq' },
    ])
  })

  it('counts "all" as naming every item, and finds items that name other items', () => {
    const references = contentReferences(contentWith(), tokens)
    const overview = references.find((reference) => reference.from.kind === 'section' && reference.from.sectionType === 'servicesOverview')!
    expect(overview.ids).toBe('all')
    expect(namesItem(overview, 'services', 'google-ads')).toBe(true)
    expect(references.some((reference) => reference.from.kind === 'item' && reference.collection === 'clients')).toBe(true)
  })
})
