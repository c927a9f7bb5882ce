// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { collectionIds } from '../../content/collectionIds.ts'
import { readContentSource, UnparsableJson } from '../../content/contentSource.ts'
import { jsonSchemaFiles } from '../../build/jsonSchemaFiles.ts'
import { errorsWith, loadWith } from '../contentFixture.ts'

const head = { title: 'Testside | Klikværk', description: 'En beskrivelse af testsiden, der er lang nok til at opfylde kravet om længde.' }
const intro = { id: 'intro', type: 'pageIntro', title: 'Overskrift' }
const image = { src: 'cases/test.webp', alt: 'Testbillede', width: 800, height: 600 }
const aCase = {
  title: 'Flere leads',
  company: 'Testfirma',
  type: 'service',
  description: 'Kort om resultatet.',
  industry: 'Flytning',
  image,
  metrics: { leads: '2.074' },
  services: ['Google Ads'],
  results: ['72% lavere leadpris'],
  duration: 10,
  highlights: [1, 2, 3].map((n) => ({ value: `${n}%`, label: 'flere leads', shortLabel: 'leads' })),
}
const anArticle = {
  title: 'Test',
  excerpt: 'Kort uddrag.',
  category: 'Google Ads',
  date: '2025-08-23',
  readTime: 5,
  image,
  ctaLabel: 'Få hjælp til Google Ads',
}
/** The FAQ sets on disk (pages refer to them), followed by the given test sets. */
const onDiskFaqs = (readContentSource().json['data/collections/faqs.json'] as { items: unknown[] } | undefined)?.items ?? []
const faqSets = (...items: unknown[]) => ({ items: [...onDiskFaqs, ...items] })
const generelt = { id: 'generelt', items: [{ question: 'Hvad koster det?', answer: 'Fra 6.000 kr. om måneden.' }] }
const faqs = faqSets(generelt)
const faqSection = { id: 'spoergsmaal', type: 'faq', title: 'Ofte stillede spørgsmål', questions: 'generelt' }
const page = (...sections: unknown[]) => ({ head, sections: [intro, ...sections] })

describe('collections', () => {
  it("hands a section the referenced item, with only its view's fields", () => {
    const content = loadWith({ 'data/collections/faqs.json': faqs, 'data/pages/test.json': page(faqSection) })
    expect(content.pages.get('/test')?.page.sections[1]).toEqual({ ...faqSection, questions: generelt })
    expect(content.collections.faqs.map((item) => item.id)).toContain('generelt')
  })

  it('names the section and field of an unknown id and suggests the nearest', () => {
    expect(errorsWith({ 'data/collections/faqs.json': faqs, 'data/pages/test.json': page({ ...faqSection, questions: 'generel' }) })).toEqual([
      'data/pages/test.json › section 2 (id "spoergsmaal", type "faq") › field "questions": unknown faqs id "generel" (did you mean "generelt"?)',
    ])
  })

  it('names the file, the item and the field of a bad field in a list collection', () => {
    const bad = faqSets({ id: 'generelt', items: [{ question: 'Hvad koster det?', answr: 'x' }] })
    expect(errorsWith({ 'data/collections/faqs.json': bad })).toEqual([
      'data/collections/faqs.json › item "generelt" › field "items[0].answer": required field is missing',
      'data/collections/faqs.json › item "generelt" › field "items[0].answr": unknown field (did you mean "answer"?)',
    ])
  })

  it('names the file, the item (its file name) and the field of a bad field in a folder collection', () => {
    expect(errorsWith({ 'data/collections/cases/test-case.json': { ...aCase, type: 'webshop' }, 'data/pages/cases/test-case.json': page() })).toEqual([
      'data/collections/cases/test-case.json › item "test-case" › field "type": unknown value "webshop" (allowed: "ecommerce", "service")',
    ])
  })

  it('requires a page for every case and article, and says where to put it', () => {
    expect(errorsWith({ 'data/collections/cases/test-case.json': aCase })).toEqual([
      'data/collections/cases/test-case.json › item "test-case": has no page /cases/test-case: add data/pages/cases/test-case.json (or list /cases/test-case in data/planned-routes.json while it is being written)',
    ])
    expect(
      errorsWith({ 'data/collections/articles/test-artikel.json': anArticle }, { 'data/collections/articles/test-artikel.md': '## Afsnit\n\nTekst.' }),
    ).toEqual([expect.stringMatching(/^data\/collections\/articles\/test-artikel\.json › item "test-artikel": has no page \/blog\/test-artikel/)])
  })

  it("an item's page names that item, not another: the page's file name is its id", () => {
    const casePage = readContentSource().json['data/pages/cases/cph-flyt.json'] as { head: unknown; sections: { type: string; case?: string }[] }
    const wrong = { ...casePage, sections: casePage.sections.map((section) => (section.type === 'caseHero' ? { ...section, case: 'ovation' } : section)) }
    expect(errorsWith({ 'data/pages/cases/cph-flyt.json': wrong })).toEqual([
      'data/pages/cases/cph-flyt.json › section 1 (id "case", type "caseHero") › field "case": names cases item "ovation" on the page of "cph-flyt" (the page\'s file name is its item\'s id) (write "cph-flyt")',
    ])
  })

  it("reads an article's body from the Markdown file beside it and turns it into HTML", () => {
    const content = loadWith(
      { 'data/collections/articles/test-artikel.json': anArticle, 'data/pages/blog/test-artikel.json': page() },
      { 'data/collections/articles/test-artikel.md': '## Afsnit\n\nTekst med **fed** og [kontakt](/kontakt).' },
    )
    expect(content.collections.articles.find((item) => item.id === 'test-artikel')).toMatchObject({
      id: 'test-artikel',
      body: { html: '<h2>Afsnit</h2>\n<p>Tekst med <strong>fed</strong> og <a href="/kontakt">kontakt</a>.</p>' },
    })
  })

  it('refuses raw HTML in Markdown, naming the Markdown file and line', () => {
    const errors = errorsWith(
      { 'data/collections/articles/test-artikel.json': anArticle, 'data/pages/blog/test-artikel.json': page() },
      { 'data/collections/articles/test-artikel.md': '## Afsnit\n\nTekst.\n\n<script>alert(1)</script>\n' },
    )
    expect(errors).toEqual(['data/collections/articles/test-artikel.md › item "test-artikel" › line 5: raw HTML is not allowed in Markdown'])
  })

  it('reports a missing Markdown body and a Markdown file without its item', () => {
    expect(
      errorsWith(
        { 'data/collections/articles/test-artikel.json': anArticle, 'data/pages/blog/test-artikel.json': page() },
        { 'data/collections/articles/ukendt.md': 'x' },
      ),
    ).toEqual([
      'data/collections/articles/ukendt.md: has no item data/collections/articles/ukendt.json beside it',
      'data/collections/articles/test-artikel.json › item "test-artikel" › field "body": its Markdown file data/collections/articles/test-artikel.md is missing',
    ])
  })

  it('reports a file under data/ that the site would never read', () => {
    expect(errorsWith({ 'data/collections/case/cph-flyt.json': aCase })).toEqual([
      'data/collections/case/cph-flyt.json: is not a content file the site reads (pages go in data/pages/, collections in data/collections/ as listed in schemas/collections/index.ts)',
    ])
  })

  it('reports a content file that is not valid JSON, by name, once', () => {
    const broken = new UnparsableJson("Expected ',' or '}' after property value in JSON at position 12")
    // Pages that refer to FAQ sets also report them missing; this test is about the files themselves.
    const fileErrors = errorsWith({ 'data/collections/faqs.json': broken, 'data/pages/test.json': broken }).filter((e) => !e.includes('unknown faqs id'))
    expect(fileErrors).toEqual([
      `data/collections/faqs.json: is not valid JSON: ${broken.message}`,
      `data/pages/test.json: is not valid JSON: ${broken.message}`,
    ])
  })

  it('reports duplicate ids in a list collection', () => {
    expect(errorsWith({ 'data/collections/faqs.json': faqSets(generelt, generelt) })).toEqual([
      'data/collections/faqs.json › item "generelt" › field "id": duplicate id "generelt"',
    ])
  })

  it("gives editors each collection's ids as the allowed values of a reference", async () => {
    const files = await jsonSchemaFiles({ ...collectionIds(), faqs: ['generelt', 'priser'] })
    expect(JSON.stringify(files['page.schema.json'])).toContain('"enum":["generelt","priser"]')
  })
})

describe('Markdown in a page section', () => {
  const richText = (body: string) => ({ id: 'tekst', type: 'richText', title: 'Om opgaven', body })

  it('nests headings under the section heading and refuses skipped levels, naming section, field and line', () => {
    expect(errorsWith({ 'data/pages/test.json': page(richText('### Udfordringen\n\nTekst.\n\n##### For dybt')) })).toEqual([
      'data/pages/test.json › section 2 (id "tekst", type "richText") › field "body" › line 5: heading level 5 skips a level: expected at most #### (level 4)',
    ])
    expect(errorsWith({ 'data/pages/test.json': page(richText('## For højt')) })[0]).toContain(
      'heading level 2 is too high here: headings start at ### (level 3)',
    )
  })

  it('puts each table in a named region that scrolls sideways and the keyboard can reach', () => {
    const table = '| A | B |\n|---|---|\n| 1 | 2 |'
    const content = loadWith({ 'data/pages/test.json': page(richText(`${table}\n\nTekst.\n\n${table}`)) })
    const html = (content.pages.get('/test')?.page.sections[1] as unknown as { body: { html: string } }).body.html
    expect(html.match(/<div class="table-scroll" role="region" tabindex="0" aria-label="Tabel \d">/g)).toEqual([
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Tabel 1">',
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Tabel 2">',
    ])
    expect(html).toContain('</table></div>')
  })

  it('opens external links safely in a new tab', () => {
    const content = loadWith({ 'data/pages/test.json': page(richText('Se [eksemplet](https://example.com).')) })
    expect(JSON.stringify(content.pages.get('/test')?.page.sections[1])).toContain('target=\\"_blank\\" rel=\\"noopener noreferrer\\"')
  })
})

describe('internal links', () => {
  const withLink = (href: string) => ({
    'data/pages/test.json': page({ id: 'svar', type: 'faq', title: 'Spørgsmål', questions: 'generelt' }),
    'data/collections/faqs.json': faqSets({ id: 'generelt', items: [{ question: 'Hvordan?', answer: 'Sådan.', link: { label: 'Læs mere', href } }] }),
  })

  it('fails a link to a page that does not exist, suggesting the nearest route', () => {
    expect(errorsWith(withLink('/kontak'))).toEqual([
      'data/collections/faqs.json › item "generelt" › field "items[0].link.href": link "/kontak" leads to no page (did you mean "/kontakt"?)',
    ])
  })

  it('fails a link with a trailing slash, which would answer with a redirect, and names the address without it', () => {
    expect(errorsWith(withLink('/kontakt/#skriv'))).toEqual([
      'data/collections/faqs.json › item "generelt" › field "items[0].link.href": link "/kontakt/#skriv" ends in "/": a page\'s address has none, and the slashed one costs a redirect (did you mean "/kontakt#skriv"?)',
    ])
  })

  it('fails a link to a section id the target page does not have', () => {
    expect(errorsWith(withLink('/kontakt#formular'))[0]).toContain('link "/kontakt#formular": /kontakt has no section with id "formular"')
    expect(errorsWith(withLink('/kontakt#skriv'))).toEqual([])
  })

  it('allows links to planned routes, and a planned route must leave the list once built', () => {
    expect(errorsWith(withLink('/services/google-ads'))).toEqual([])
    const { plannedRoutes } = loadWith()
    expect(errorsWith({ 'data/planned-routes.json': { routes: [...plannedRoutes, '/kontakt'] } })).toEqual([
      `data/planned-routes.json › field "routes[${plannedRoutes.length}]": /kontakt is built now: remove it from the planned routes`,
    ])
  })

  it('checks links in Markdown, with their line', () => {
    const body = 'Første linje.\n\nSe [siden](/findes-ikke).'
    const [error] = errorsWith({ 'data/pages/test.json': page({ id: 'tekst', type: 'richText', title: 'Om', body }) })
    expect(error).toContain('data/pages/test.json › section 2 (id "tekst", type "richText") › field "body" › line 3: link "/findes-ikke" leads to no page')
  })

  it('checks the site navigation too', () => {
    const site = { ...(loadWith().site as object), navigation: { ...loadWith().site.navigation, cta: { label: 'Dialog og kaffe?', href: '/kontak' } } }
    expect(errorsWith({ 'data/site.json': site })).toEqual([
      'data/site.json › field "navigation.cta.href": link "/kontak" leads to no page (did you mean "/kontakt"?)',
    ])
  })
})
