import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../shared.ts'

/** Address, phone, e-mail and opening hours (from data/site.json) as cards, plus the "quick help" call card. */
export const contactDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'quickHelp'],
  properties: {
    ...sectionBase('contactDetails'),
    /** Heading above the cards (h2). */
    title: textSchema,
    /** The card that invites the visitor to call. */
    quickHelp: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'text', 'callLabel'],
      properties: {
        /** Card heading, e.g. "Har du brug for hurtig hjælp?". */
        title: textSchema,
        /** A sentence under the heading. */
        text: textSchema,
        /** Text of the call link, e.g. "Ring nu". */
        callLabel: textSchema,
      },
    },
  },
} as const satisfies JSONSchema

export type ContactDetailsSection = FromSchema<typeof contactDetailsSchema>
