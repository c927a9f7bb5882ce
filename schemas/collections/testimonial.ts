import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { slugSchema, textSchema } from '../shared.ts'

/** A client's quote about the agency. */
export const testimonialSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'company', 'rating', 'text'],
  properties: {
    /** Stable id, e.g. "mette-cph-flyt". */
    id: slugSchema,
    /** The person quoted. */
    name: textSchema,
    /** Their company. */
    company: textSchema,
    /** Stars out of 5. */
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    /** The quote. */
    text: textSchema,
  },
} as const satisfies JSONSchema

export type Testimonial = FromSchema<typeof testimonialSchema>
