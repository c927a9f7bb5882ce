import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { iconSchema } from '../../schemas/icon.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** The home page's services: audience cards (who we help) and a tile per service linking to its page. */
export const homeServicesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'audiences', 'services'],
  properties: {
    ...sectionBase('homeServices'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The audience cards (E-commerce, Servicevirksomheder). */
    audiences: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['icon', 'title', 'text', 'link'],
        properties: {
          /** The card's icon. */
          icon: iconSchema,
          /** Who the card is for (h3). */
          title: textSchema,
          /** Two or three sentences. */
          text: textSchema,
          /** Where to read more. */
          link: linkSchema,
        },
      },
    },
    /** Heading (h3) above the service tiles. */
    servicesTitle: textSchema,
    /** The service tiles: ids from data/collections/services.json, in display order. */
    services: itemRefs('services', 'tile'),
  },
} as const satisfies JSONSchema

export type HomeServicesSection = ResolvedFromSchema<typeof homeServicesSchema, ItemsOf<'services', 'tile'>>
