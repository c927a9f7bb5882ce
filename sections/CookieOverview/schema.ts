import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The cookie policy's clause on the cookies the site uses, written from the cookie purposes
 * (data/collections/cookiePurposes.json): a subheading and description per purpose, a table of
 * every cookie and a table of the third-party services. The consent dialog reads the same items.
 */
export const cookieOverviewSchema = {
  title: 'Oversigt over cookies',
  description:
    'Cookiepolitikkens afsnit om de cookies, sitet bruger, skrevet ud fra cookieformålene (samlingen cookiePurposes): en underoverskrift og en beskrivelse pr. formål, en tabel over alle cookies og en tabel over tredjepartstjenester. Samtykkedialogen læser de samme formål.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'intro', 'purposes', 'cookieCaption', 'servicesIntro', 'servicesCaption'],
  properties: {
    ...sectionBase('cookieOverview'),
    /** Clause number shown before the title. */
    number: { title: 'Nummer', description: 'Afsnittets nummer, vist før titlen.', type: 'integer', minimum: 1 },
    /** Clause title (h2), e.g. "Cookies vi bruger". */
    title: { ...textSchema, title: 'Titel', description: 'Afsnittets titel, f.eks. "Cookies vi bruger".' },
    /** The paragraph before the purposes. */
    intro: { ...textSchema, title: 'Indledning', description: 'Teksten før formålene.' },
    /** The purposes to describe: "all", in the collection's order. */
    purposes: { ...itemRefs('cookiePurposes', 'policy'), title: 'Formål', description: 'De formål, der beskrives: "all" for alle, i samlingens rækkefølge.' },
    /** Caption of the table of cookies. */
    cookieCaption: { ...textSchema, title: 'Titel på cookietabellen', description: 'Titlen på tabellen over cookies.' },
    /** The paragraph before the table of third-party services. */
    servicesIntro: { ...textSchema, title: 'Tekst før tabellen over tjenester', description: 'Teksten før tabellen over tredjepartstjenester.' },
    /** Caption of the table of third-party services. */
    servicesCaption: { ...textSchema, title: 'Titel på tabellen over tjenester', description: 'Titlen på tabellen over tredjepartstjenester.' },
  },
} as const satisfies JSONSchema

export type CookieOverviewSection = ResolvedFromSchema<typeof cookieOverviewSchema, ItemsOf<'cookiePurposes', 'policy'>>
