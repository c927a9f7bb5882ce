import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Address, phone, e-mail and opening hours (from data/site.json) as cards, plus the optional "quick help"
 * call card and an optional list of the countries the agency's clients are in.
 */
export const contactDetailsSchema = {
  title: 'Kontaktoplysninger',
  description:
    'Adresse, telefon, e-mail og åbningstider (fra data/site.json) som kort, desuden et valgfrit kort, der opfordrer til at ringe, og et valgfrit kort med de lande, bureauets kunder er i.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('contactDetails'),
    /** Heading above the cards (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Overskriften over kortene.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The card that invites the visitor to call (optional). */
    quickHelp: {
      title: 'Kort med opkald',
      description: 'Det valgfrie kort, der opfordrer den besøgende til at ringe.',
      type: 'object',
      additionalProperties: false,
      required: ['title', 'text', 'callLabel'],
      properties: {
        /** Card heading, e.g. "Har du brug for hurtig hjælp?". */
        title: { ...textSchema, title: 'Overskrift', description: 'Kortets overskrift, f.eks. "Har du brug for hurtig hjælp?".' },
        /** A sentence under the heading. */
        text: { ...textSchema, title: 'Tekst', description: 'En sætning under overskriften.' },
        /** Text of the call link, e.g. "Ring nu". */
        callLabel: { ...textSchema, title: 'Tekst på opkaldslinket', description: 'Teksten på linket, der ringer op, f.eks. "Ring nu".' },
      },
    },
    /** Optional card listing the countries the agency has clients in, e.g. "Danmark", "Sverige". */
    countries: {
      title: 'Lande',
      description: 'Et valgfrit kort med de lande, bureauet har kunder i, f.eks. "Danmark" og "Sverige".',
      type: 'object',
      additionalProperties: false,
      required: ['title', 'items'],
      properties: {
        /** Card heading, e.g. "Kunder i seks lande". */
        title: { ...textSchema, title: 'Overskrift', description: 'Kortets overskrift, f.eks. "Kunder i seks lande".' },
        /** The countries, in display order. */
        items: {
          title: 'Lande',
          description: 'Landene i den rækkefølge, de vises.',
          type: 'array',
          minItems: 1,
          uniqueItems: true,
          items: { ...textSchema, title: 'Land', description: 'Et lands navn.' },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type ContactDetailsSection = FromSchema<typeof contactDetailsSchema>
