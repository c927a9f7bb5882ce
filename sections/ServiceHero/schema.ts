import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A content page's opening: optional badge, headline (h1), lead, calls to action and a few short highlights. */
export const serviceHeroSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'lead', 'actions'],
  properties: {
    ...sectionBase('serviceHero'),
    /** A short badge above the headline, e.g. "Automatisering". */
    badge: textSchema,
    /** The page's headline (rendered as h1). */
    title: textSchema,
    /** One or two sentences under the headline. */
    lead: textSchema,
    /** Calls to action; the first is the primary one. */
    actions: { type: 'array', minItems: 1, maxItems: 2, items: linkSchema },
    /** Up to four short selling points shown as ticks under the buttons. */
    highlights: { type: 'array', minItems: 1, maxItems: 4, items: textSchema },
  },
} as const satisfies JSONSchema

export type ServiceHeroSection = FromSchema<typeof serviceHeroSchema>
