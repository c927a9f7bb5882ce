import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { linkSchema, slugSchema, textSchema } from '../shared.ts'

/** A set of questions and answers shown together in one FAQ section. */
export const faqSetSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'items'],
  properties: {
    /** Stable id, e.g. "google-ads". */
    id: slugSchema,
    /** The questions, in display order. */
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['question', 'answer'],
        properties: {
          /** The question. */
          question: textSchema,
          /** The answer, one or more sentences. */
          answer: textSchema,
          /** An optional button under the answer. */
          link: linkSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type FaqSet = FromSchema<typeof faqSetSchema>
