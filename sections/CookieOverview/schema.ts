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
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'intro', 'purposes', 'cookieCaption', 'servicesIntro', 'servicesCaption'],
  properties: {
    ...sectionBase('cookieOverview'),
    /** Clause number shown before the title. */
    number: { type: 'integer', minimum: 1 },
    /** Clause title (h2), e.g. "Cookies vi bruger". */
    title: textSchema,
    /** The paragraph before the purposes. */
    intro: textSchema,
    /** The purposes to describe: "all", in the collection's order. */
    purposes: itemRefs('cookiePurposes', 'policy'),
    /** Caption of the table of cookies. */
    cookieCaption: textSchema,
    /** The paragraph before the table of third-party services. */
    servicesIntro: textSchema,
    /** Caption of the table of third-party services. */
    servicesCaption: textSchema,
  },
} as const satisfies JSONSchema

export type CookieOverviewSection = ResolvedFromSchema<typeof cookieOverviewSchema, ItemsOf<'cookiePurposes', 'policy'>>
