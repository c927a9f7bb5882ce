import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { iconSchema } from '../../schemas/icon.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A grid of cards, each with an optional icon or figure, a title and a description (reasons, formats, examples). */
export const cardGridSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'cards'],
  properties: {
    ...sectionBase('cardGrid'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The cards, in display order. */
    cards: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'description'],
        properties: {
          /** An optional icon above the title. */
          icon: iconSchema,
          /** An optional headline figure, e.g. { "value": "66%", "label": "konvertering" }. */
          figure: {
            type: 'object',
            additionalProperties: false,
            required: ['value', 'label'],
            properties: {
              /** The figure in Danish number format. */
              value: textSchema,
              /** What it measures. */
              label: textSchema,
            },
          },
          /** The card's title (h3). */
          title: textSchema,
          /** One to three sentences. */
          description: textSchema,
          /** Optional facts listed under the description, e.g. delivery times. */
          facts: { type: 'array', minItems: 1, maxItems: 6, items: textSchema },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CardGridSection = FromSchema<typeof cardGridSchema>
