import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** The home page's opening section: headline, key figures, booking buttons and the client logo strip. */
export const heroSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'lead', 'stats', 'actions', 'logos'],
  properties: {
    ...sectionBase('hero'),
    /** Small label above the headline. */
    eyebrow: textSchema,
    /** The page's main headline (rendered as h1). */
    title: textSchema,
    /** One or two sentences under the headline. */
    lead: textSchema,
    /** Headline figures, e.g. { "value": "27", "label": "måneders gennemsnitligt samarbejde" }. */
    stats: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure as shown, e.g. "10,4M". */
          value: textSchema,
          /** Unit after the figure, e.g. "kr." or "år". */
          unit: textSchema,
          /** What the figure means. */
          label: textSchema,
        },
      },
    },
    /** Booking buttons; the first is the primary one. */
    actions: { type: 'array', minItems: 1, maxItems: 2, items: linkSchema },
    /** The client logo strip. */
    logos: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'clients'],
      properties: {
        /** Heading above the logos (visually small). */
        title: textSchema,
        /** The clients whose logos are shown, "all" or ids in display order (data/collections/clients.json). */
        clients: itemRefs('clients', 'logo'),
      },
    },
  },
} as const satisfies JSONSchema

export type HeroSection = ResolvedFromSchema<typeof heroSchema, ItemsOf<'clients', 'logo'>>
