import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { iconSchema } from '../icon.ts'
import { slugSchema, textSchema } from '../shared.ts'

/** One of the agency's services; its page lives at /services/{id}. */
export const serviceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'summary', 'description', 'icon', 'features'],
  properties: {
    /** URL segment and id: the page lives at /services/{id}. */
    id: slugSchema,
    /** Name in menus and cards, e.g. "Google Ads". */
    title: textSchema,
    /** One short line about the service, for home tiles and the related-pages cards. */
    summary: textSchema,
    /** Two or three sentences for the card on /services. */
    description: textSchema,
    /** The icon on its tile and card. */
    icon: iconSchema,
    /** Exactly four short feature bullets for the card on /services. */
    features: { type: 'array', minItems: 4, maxItems: 4, items: textSchema },
  },
} as const satisfies JSONSchema

export type Service = FromSchema<typeof serviceSchema>
