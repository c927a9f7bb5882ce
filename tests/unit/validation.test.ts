// @vitest-environment node
import { describe, expect, it } from 'vitest'
import siteJson from '../../data/site.json' with { type: 'json' }
import { content } from '../../content/content.ts'
import { formatIssue } from '../../content/contentIssues.ts'
import { validateAgainst } from '../../content/validateContent.ts'
import { siteSchema } from '../../schemas/site.ts'
import { errorsWith, loadWith } from '../contentFixture.ts'

const FILE = 'data/pages/test.json'
const head = { title: 'Testside | Klikværk', description: 'En beskrivelse af testsiden, der er lang nok til at opfylde kravet om længde.' }
const intro = { id: 'intro', type: 'pageIntro', title: 'Overskrift' }
const clause = { id: 'vilkaar', type: 'legalClause', number: 1, title: 'Generelt', blocks: [{ kind: 'paragraph', text: 'Tekst.' }] }

/** The one-line messages a page with these sections fails with. */
function errorsFor(sections: unknown[], pageHead: unknown = head): string[] {
  return errorsWith({ [FILE]: { head: pageHead, sections } })
}

describe('page validation', () => {
  it('accepts a valid page', () => {
    expect(errorsFor([intro, clause])).toEqual([])
  })

  it('names file, section position, id and type, and suggests the right type for a typo', () => {
    expect(errorsFor([intro, { ...clause, type: 'legalClouse' }])).toEqual([
      'data/pages/test.json › section 2 (id "vilkaar", type "legalClouse") › field "type": unknown section type "legalClouse" (did you mean "legalClause"?)',
    ])
  })

  it('lists the allowed section types when nothing is close', () => {
    const [message] = errorsFor([{ id: 'x', type: 'carousel3000' }])
    expect(message).toContain(
      'section 1 (id "x", type "carousel3000") › field "type": unknown section type "carousel3000" (allowed: "articleBody", "articleHeader", "blogList", "bookingCalendar", "callToAction"',
    )
  })

  it('reports a missing required field', () => {
    const { title: _, ...withoutTitle } = clause
    expect(errorsFor([withoutTitle])).toEqual([
      'data/pages/test.json › section 1 (id "vilkaar", type "legalClause") › field "title": required field is missing',
    ])
  })

  it('reports a wrong type with what was found', () => {
    expect(errorsFor([{ ...clause, number: 'en' }])).toEqual([
      'data/pages/test.json › section 1 (id "vilkaar", type "legalClause") › field "number": must be integer, got string',
    ])
  })

  it('reports a duplicate section id and where it was first used', () => {
    expect(errorsFor([intro, clause, { ...clause, title: 'Igen' }])).toEqual([
      'data/pages/test.json › section 3 (id "vilkaar", type "legalClause") › field "id": duplicate section id "vilkaar", already used by section 2',
    ])
  })

  it("refuses a section id the page's layout gives an element of its own (the skip link's target, the header's island …)", () => {
    expect(
      errorsFor([
        { ...intro, id: 'main' },
        { ...clause, id: 'header' },
      ]),
    ).toEqual([
      `data/pages/test.json › section 1 (id "main", type "pageIntro") › field "id": section id "main" is taken by the page's layout (main, mobile-menu, header, consent, consent-settings, not-found): choose another`,
      `data/pages/test.json › section 2 (id "header", type "legalClause") › field "id": section id "header" is taken by the page's layout (main, mobile-menu, header, consent, consent-settings, not-found): choose another`,
    ])
  })

  it('reports an unknown field with a suggestion', () => {
    expect(errorsFor([{ ...intro, titel: 'x' }])).toEqual([
      'data/pages/test.json › section 1 (id "intro", type "pageIntro") › field "titel": unknown field (did you mean "title"?)',
    ])
  })

  it('points into nested fields and lists the allowed block kinds', () => {
    expect(errorsFor([{ ...clause, blocks: [{ kind: 'paragraf', text: 'x' }] }])).toEqual([
      'data/pages/test.json › section 1 (id "vilkaar", type "legalClause") › field "blocks[0].kind": unknown kind "paragraf" (did you mean "paragraph"?)',
    ])
  })

  it('reports head problems', () => {
    expect(errorsFor([intro], { title: 'Testside' })).toEqual(['data/pages/test.json › field "head.description": required field is missing'])
  })

  it('reports an unknown site token with a suggestion and fills known ones', () => {
    expect(errorsFor([{ ...intro, title: 'Skriv til {emial}' }])).toEqual([
      'data/pages/test.json › section 1 (id "intro", type "pageIntro") › field "title": unknown token {emial} (did you mean "email"?)',
    ])
    const page = loadWith({ [FILE]: { head, sections: [{ ...intro, title: 'Skriv til {email}' }] } }).pages.get('/test')
    expect(page?.page.sections[0]).toMatchObject({ title: `Skriv til ${siteJson.email}` })
  })

  it('collects the problems of several sections in one error', () => {
    expect(
      errorsFor([
        { ...intro, type: 'pageIntr' },
        { ...clause, title: 7 },
      ]),
    ).toHaveLength(2)
  })

  it('maps file paths to routes', () => {
    const { pages } = loadWith({
      'data/pages/anden.json': { head, sections: [intro] },
      'data/pages/tredje/index.json': { head, sections: [intro] },
      'data/pages/tredje/fjerde.json': { head, sections: [intro] },
    })
    expect([...pages.keys()]).toEqual(expect.arrayContaining(['/', '/anden', '/tredje', '/tredje/fjerde']))
  })
})

describe('content on disk', () => {
  it('is valid: every page, the site config and the services list', () => {
    expect(() => content()).not.toThrow()
  })

  it('rejects a site config with a bad e-mail and names the field', () => {
    const issues = validateAgainst(siteSchema, { ...siteJson, email: 'ikke-en-mail' }, 'data/site.json').issues.map(formatIssue)
    expect(issues).toEqual(['data/site.json › field "email": must match pattern "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$"'])
  })
})
