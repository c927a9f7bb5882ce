import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Address, phone, e-mail and opening hours (from data/site.json) as cards, plus the optional "quick help"
 * call card and an optional list of the countries the agency's clients are in.
 */
export const contactDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('contactDetails'),
    /** Heading above the cards (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The card that invites the visitor to call (optional). */
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
    /** Optional card listing the countries the agency has clients in, e.g. "Danmark", "Sverige". */
    countries: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'items'],
      properties: {
        /** Card heading, e.g. "Kunder i seks lande". */
        title: textSchema,
        /** The countries, in display order. */
        items: { type: 'array', minItems: 1, uniqueItems: true, items: textSchema },
      },
    },
  },
} as const satisfies JSONSchema

export type ContactDetailsSection = FromSchema<typeof contactDetailsSchema>
