import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A row of key figures (results, volumes), with optional notes under them. */
export const statsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'items'],
  properties: {
    ...sectionBase('stats'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The figures, in display order. */
    items: {
      type: 'array',
      minItems: 2,
      maxItems: 8,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure as shown, in Danish number format, e.g. "52%" or "5,1". */
          value: textSchema,
          /** What the figure means, e.g. "lavere klikpris". */
          label: textSchema,
        },
      },
    },
    /** Short notes under the figures, e.g. when the first results come. */
    notes: { type: 'array', minItems: 1, items: textSchema },
  },
} as const satisfies JSONSchema

export type StatsSection = FromSchema<typeof statsSchema>
