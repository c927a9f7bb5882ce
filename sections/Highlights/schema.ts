import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A heading and a few short points as cards: the agency's values on /om-os, the culture on /team. */
export const highlightsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'items'],
  properties: {
    ...sectionBase('highlights'),
    /** The section heading (h2), e.g. "Vores værdier". */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The points, shown as cards in this order. */
    items: {
      type: 'array',
      minItems: 2,
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: {
          /** The point's heading (h3), e.g. "Partnerskab". */
          title: textSchema,
          /** One or two sentences about it. */
          text: textSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type HighlightsSection = FromSchema<typeof highlightsSchema>
