import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { slugSchema, textSchema } from '../shared.ts'

/** One of the agency's services; its page lives at /services/{id}. */
export const serviceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'summary'],
  properties: {
    /** URL segment and id: the page lives at /services/{id}. */
    id: slugSchema,
    /** Name in menus and cards, e.g. "Google Ads". */
    title: textSchema,
    /** One short line about the service, for tiles and cross-links. */
    summary: textSchema,
  },
} as const satisfies JSONSchema

export type Service = FromSchema<typeof serviceSchema>
