import { describe, expect, it } from 'vitest'
import { applyLiveHead } from '../head/liveHead.ts'
import type { DisplayTeamMember } from './displayMember.ts'
import { memberNotFoundHead, memberPageHead } from './memberHead.ts'

const SITE = { brand: 'Klikværk', siteUrl: 'https://klikvaerk.dk' }
const member = (bio: string): DisplayTeamMember => ({
  slug: 'freja-dahl',
  name: 'Freja Dahl',
  role: 'Konverteringsspecialist',
  image: null,
  bio,
  expertise: [],
  isWordPress: true,
  isPlaceholder: false,
})

describe("a content-system member's head, as a prerendered member page has it", () => {
  it('title "{name} – {role} | {brand}", the first 150 characters of the bio, the member\'s own canonical URL, indexable', () => {
    const bio = 'a'.repeat(149) + ' b' + 'c'.repeat(50)
    expect(memberPageHead(member(bio), SITE)).toEqual({
      title: 'Freja Dahl – Konverteringsspecialist | Klikværk',
      description: 'a'.repeat(149),
      url: 'https://klikvaerk.dk/team/freja-dahl',
      noindex: false,
    })
  })

  it('without a bio the description is the name and role', () => {
    expect(memberPageHead(member(''), SITE).description).toBe('Freja Dahl – Konverteringsspecialist')
  })

  it('"not found": its own title, no canonical URL, noindex', () => {
    expect(memberNotFoundHead(SITE)).toEqual({
      title: 'Teammedlem ikke fundet | Klikværk',
      description: 'Det ønskede teammedlem kunne ikke findes.',
      url: null,
      noindex: true,
    })
  })
})

describe('applyLiveHead', () => {
  it('adds the tags a head lacks and removes canonical, og:url and robots when the head has none', () => {
    const doc = document.implementation.createHTMLDocument('')
    applyLiveHead(memberPageHead(member('Bio.'), SITE), doc)
    expect(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://klikvaerk.dk/team/freja-dahl')
    expect(doc.head.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('Bio.')
    applyLiveHead(memberNotFoundHead(SITE), doc)
    expect(doc.title).toBe('Teammedlem ikke fundet | Klikværk')
    expect(doc.head.querySelector('link[rel="canonical"], meta[property="og:url"]')).toBeNull()
    expect(doc.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow')
  })
})
