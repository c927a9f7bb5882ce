// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { content } from './content.ts'
import { readContentSource } from './contentSource.ts'
import { loadContent } from './loadContent.ts'
import type { PageDefinition } from './loadPages.ts'
import type { LegalClauseSection } from '../sections/LegalClause/schema.ts'
import { withEnv } from '../site/buildEnv.ts'
import { claimedPage } from './claimedPages.ts'

const { site } = content()
const NONE = site.measurement
const GA = withEnv(site, { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' }).measurement
const ADS = withEnv(site, { VITE_GOOGLE_ADS_ID: 'AW-123456789' }).measurement

const clause: LegalClauseSection = {
  id: 'klausul',
  type: 'legalClause',
  title: 'Klausul',
  blocks: [
    { kind: 'paragraph', text: 'Altid.' },
    { kind: 'paragraph', text: 'Med statistik.', requires: 'statistics' },
    { kind: 'list', items: ['Altid i listen.', { text: 'Med Google Ads.', requires: 'googleAds' }, { text: 'Med marketingmåling.', requires: 'marketing' }] },
    { kind: 'list', items: [{ text: 'Kun med Metas pixel.', requires: 'metaPixel' }] },
  ],
}
const page: PageDefinition = { head: { title: 'Side', description: 'Beskrivelse' }, sections: [clause] }

/** The clause's texts as shown under a measurement configuration. */
function shownTexts(measurement: typeof NONE): string[] {
  const [shown] = claimedPage(measurement, page).sections as LegalClauseSection[]
  return shown!.blocks.flatMap((block) =>
    block.kind === 'list' ? block.items.map((item) => `• ${typeof item === 'string' ? item : item.text}`) : 'text' in block ? [block.text] : [],
  )
}

describe('claimedPage', () => {
  it('leaves out the blocks and list items whose requirement is not configured, and a list left empty', () => {
    expect(shownTexts(NONE)).toEqual(['Altid.', '• Altid i listen.'])
  })

  it('shows a block requiring a purpose while a tag waiting for it is configured', () => {
    expect(shownTexts(GA)).toEqual(['Altid.', 'Med statistik.', '• Altid i listen.'])
  })

  it('shows a list item requiring a tag service, or its purpose, while the service is configured', () => {
    expect(shownTexts(ADS)).toEqual(['Altid.', '• Altid i listen.', '• Med Google Ads.', '• Med marketingmåling.'])
  })
})

describe('the cookie and privacy policies as loaded', () => {
  const textOf = (settings: Record<string, string>, route: string) => JSON.stringify(loadContent(readContentSource(), settings).pages.get(route)!.page.sections)

  it('claim no statistics or ad measurement with no tag configured and no measuring of speed', () => {
    for (const route of ['/cookie-politik', '/privatlivspolitik']) {
      const text = textOf({ VITE_WEB_VITALS: 'off' }, route)
      expect(text).not.toMatch(/statisti|analyseværktøj|analysetjeneste|Google Analytics|Google Ads|Meta|_ga|_gcl_au|_fbp|_fbc/i)
      expect(text).not.toMatch(/vi måler|måle besøg|effekten af vores/)
    }
  })

  it('say, while the site measures its speed (the demo), what is measured and stored, for how long, that no cookie is set and that the rows cannot be tied to a visitor, naming no tag', () => {
    const privacy = textOf({}, '/privatlivspolitik')
    for (const said of [
      'hvor hurtigt siden vises og reagerer',
      'ingen cookie',
      '13 måneder',
      'hverken finde eller slette dine målinger',
      'Vi gemmer ikke din IP-adresse',
    ])
      expect(privacy).toContain(said)
    expect(privacy).not.toMatch(/Google Analytics|Google Ads|Meta|_ga|_gcl_au|_fbp/)
    expect(textOf({ VITE_WEB_VITALS: 'off' }, '/privatlivspolitik')).not.toContain('hvor hurtigt siden vises og reagerer')
  })

  it('say what is measured once the tags are configured', () => {
    const settings = { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF', VITE_GOOGLE_ADS_ID: 'AW-123456789' }
    const policy = textOf(settings, '/cookie-politik')
    expect(policy).toContain('dit besøg ikke indgår i vores statistik')
    expect(policy).toContain('_ga_AB12CD34EF')
    const privacy = textOf(settings, '/privatlivspolitik')
    expect(privacy).toContain('At måle besøg på hjemmesiden, hvis du har givet samtykke til statistikcookies.')
    expect(privacy).toContain('At måle effekten af vores egne annoncer, hvis du har givet samtykke til marketingcookies.')
  })

  it("say that a lead's ad click ID is stored with it, and, once an ad tag is configured, that it goes to the ad platform only with consent to marketing when sending", () => {
    const stored = 'Kom du via en annonce, gemmer vi også det klik-id, som annonceplatformen har føjet til linket.'
    const sentOn = 'Kun hvis du havde det, sender vi klik-id'
    expect(textOf({}, '/privatlivspolitik')).toContain(stored)
    expect(textOf({}, '/privatlivspolitik')).not.toContain(sentOn)
    const withAds = textOf({ VITE_GOOGLE_ADS_ID: 'AW-123456789' }, '/privatlivspolitik')
    expect(withAds).toContain(stored)
    expect(withAds).toContain(
      "Vi gemmer også, om du havde givet samtykke til marketingcookies, da du sendte beskeden. Kun hvis du havde det, sender vi klik-id'et",
    )
  })
})
