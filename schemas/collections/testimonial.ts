import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../resolvedContent.ts'
import { slugSchema, textSchema } from '../shared.ts'

/** A client's quote about the agency, signed by the client's contact person. */
export const testimonialSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'client', 'rating', 'text'],
  properties: {
    /** Stable id, e.g. "cph-flyt". */
    id: slugSchema,
    /** The client (data/collections/clients.json); its contact person is the one quoted. */
    client: itemRef('clients', 'quoted'),
    /** Stars out of 5. */
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    /** The quote. */
    text: textSchema,
  },
} as const satisfies JSONSchema

export type Testimonial = ResolvedFromSchema<typeof testimonialSchema, ItemsOf<'clients', 'quoted'>>
