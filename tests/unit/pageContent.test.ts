// @vitest-environment node
// The facts SPEC.md requires on the pages this project ships, checked in the validated content.
import { describe, expect, it } from 'vitest'
import { content } from '../../content/content.ts'
import type { Section, SectionOf } from '../../sections/types.ts'

const { pages, site } = content()
function page(route: string) {
  const loaded = pages.get(route)
  if (!loaded) throw new Error(`no page for ${route}`)
  return loaded.page
}
const clauses = (route: string) => page(route).sections.filter((s): s is SectionOf<'legalClause'> => s.type === 'legalClause')
const allText = (sections: Section[]) => JSON.stringify(sections)

describe('legal pages', () => {
  for (const route of ['/privatlivspolitik', '/cookie-politik', '/servicevilkaar']) {
    // SPEC.md dates the privacy policy and the terms; the cookie policy changed with consent (issue 12).
    const updated = route === '/cookie-politik' ? site.consent.policyVersion : '2024-01-01'
    it(`${route} is noindex, Danish, and last updated ${updated}`, () => {
      const { head, sections } = page(route)
      expect(head.noindex).toBe(true)
      expect(sections[0]).toMatchObject({ type: 'pageIntro', updated })
      expect(allText(sections)).not.toMatch(/\{[a-zA-Z]+\}/)
    })
  }

  it('/privatlivspolitik has eleven numbered sections, data controller first and contact last', () => {
    const numbered = clauses('/privatlivspolitik')
    expect(numbered.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(numbered[0]?.title).toBe('Dataansvarlig')
    expect(numbered[10]?.title).toBe('Kontakt')
    const text = allText(page('/privatlivspolitik').sections)
    expect(text).toContain('5 år')
    expect(text).toContain('3 år')
  })

  it('/servicevilkaar has sections 1 to 13 with the required titles and facts', () => {
    const numbered = clauses('/servicevilkaar')
    expect(numbered.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    const title = (n: number) => numbered.find((c) => c.number === n)?.title
    expect(title(5)).toMatch(/betaling/i)
    expect(title(7)).toBe('Fortrolighed')
    expect(title(8)).toBe('Ansvarsbegrænsning')
    expect(title(9)).toBe('Opsigelse')
    expect(title(10)).toBe('Reklamation og garanti')
    expect(title(11)).toMatch(/^Tvister/)
    expect(title(12)).toBe('Ændringer af vilkår')
    expect(title(13)).toBe('Kontakt')
    const text = (n: number) => allText(numbered.filter((c) => c.number === n))
    expect(text(5)).toMatch(/14 dage/)
    expect(text(5)).toMatch(/moms/)
    expect(text(4)).toMatch(/30 dage/)
    expect(text(8)).toMatch(/grov uagtsomhed/)
    expect(text(9)).toMatch(/30 dages/)
    expect(text(9)).toMatch(/14 dage/)
    expect(text(10)).toMatch(/14 dage/)
    expect(text(11)).toMatch(/København/)
    expect(text(11)).toMatch(/dansk ret/)
    expect(text(12)).toMatch(/30 dage/)
  })

  it('/cookie-politik lists every cookie set under the configuration with its lifetime and has the preferences button', () => {
    const sections = page('/cookie-politik').sections
    const overview = sections.find((s): s is SectionOf<'cookieOverview'> => s.type === 'cookieOverview')!
    const lifetimes = overview.purposes.flatMap((purpose) => purpose.cookies.map((cookie) => `${cookie.name}: ${cookie.lifetime}`))
    // No measurement tag is configured: the session for the session, the consent cookie (a preference) 1 year.
    // (What each tag sets, with the vendors' lifetimes, is tested in sections/CookieOverview.)
    expect(lifetimes).toEqual([expect.stringMatching(/^session: Sessionen/), 'cookie_preferences: 1 år'])
    expect(sections).toContainEqual(expect.objectContaining({ type: 'cookieSettings', buttonLabel: 'Administrer Cookie Præferencer' }))
    const titles = sections.flatMap((s) => (s.type === 'legalClause' || s.type === 'cookieOverview' ? [s.title] : []))
    expect(titles).toEqual([
      'Hvad er cookies?',
      'Cookies vi bruger',
      'Tredjepartstjenester',
      'Sådan styrer du cookies',
      'Hvis du fravælger cookies',
      'Ændringer af cookiepolitikken',
      'Kontakt',
    ])
    // The website previews are sandboxed and need no consent, and the policy says so.
    expect(allText(sections)).toContain('kræver ikke dit samtykke')
  })
})

describe('home page hero', () => {
  const hero = page('/').sections.find((s): s is SectionOf<'hero'> => s.type === 'hero')

  it('is the first section', () => {
    expect(page('/').sections[0]?.type).toBe('hero')
  })

  it('shows the four headline stats from the spec', () => {
    expect(hero?.stats.map((s) => [s.value, s.unit])).toEqual([
      ['27', 'mdr.'],
      ['10,4M', 'kr.'],
      ['11', 'år'],
      ['0', 'mdr.'],
    ])
  })

  it('books a talk: every button goes to /kontakt', () => {
    expect(hero?.actions.length).toBeGreaterThan(0)
    for (const action of hero?.actions ?? []) expect(action.href).toBe('/kontakt')
  })

  it('has the 19 client logos Frame 79 to Frame 97', () => {
    expect(hero?.logos.clients.map((client) => client.logo.src)).toEqual(Array.from({ length: 19 }, (_, i) => `logos/Frame ${79 + i}.png`))
  })
})

describe('/blog', () => {
  // Every page ends in a call to action toward /kontakt (SPEC.md section 1), the blog list too.
  it('ends in a call to action whose buttons all go to /kontakt', () => {
    const last = page('/blog').sections.at(-1)
    expect(last?.type).toBe('callToAction')
    const actions = (last as SectionOf<'callToAction'>).actions
    expect(actions.length).toBeGreaterThan(0)
    for (const action of actions) expect(action.href).toBe('/kontakt')
  })
})
