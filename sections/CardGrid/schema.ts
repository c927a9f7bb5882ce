import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { iconSchema } from '../../schemas/icon.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A grid of cards, each with an optional icon or figure, a title and a description (reasons, formats, examples). */
export const cardGridSchema = {
  title: 'Kortgitter',
  description: 'Et gitter af kort, hvert med et valgfrit ikon eller nøgletal, en titel og en beskrivelse: grunde, formater, eksempler.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'cards'],
  properties: {
    ...sectionBase('cardGrid'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The cards, in display order. */
    cards: {
      title: 'Kort',
      description: 'Kortene i den rækkefølge, de vises.',
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        title: 'Kort',
        description: 'Et kort med titel og beskrivelse og eventuelt et ikon, et nøgletal og nogle fakta.',
        type: 'object',
        additionalProperties: false,
        required: ['title', 'description'],
        properties: {
          /** An optional icon above the title. */
          icon: { ...iconSchema, title: 'Ikon', description: 'Et valgfrit ikon over titlen.' },
          /** An optional headline figure, e.g. { "value": "66%", "label": "konvertering" }. */
          figure: {
            title: 'Nøgletal',
            description: 'Et valgfrit stort tal øverst på kortet, f.eks. "66%" med teksten "konvertering".',
            type: 'object',
            additionalProperties: false,
            required: ['value', 'label'],
            properties: {
              /** The figure in Danish number format. */
              value: { ...textSchema, title: 'Tal', description: 'Tallet skrevet på dansk, f.eks. "66%".' },
              /** What it measures. */
              label: { ...textSchema, title: 'Forklaring', description: 'Hvad tallet måler.' },
            },
          },
          /** The card's title (h3). */
          title: { ...textSchema, title: 'Titel', description: 'Kortets titel.' },
          /** One to three sentences. */
          description: { ...textSchema, title: 'Beskrivelse', description: 'En til tre sætninger.' },
          /** Optional facts listed under the description, e.g. delivery times. */
          facts: {
            title: 'Fakta',
            description: 'Valgfrie korte fakta under beskrivelsen, f.eks. leveringstider.',
            type: 'array',
            minItems: 1,
            maxItems: 6,
            items: { ...textSchema, title: 'Faktum', description: 'Et kort faktum.' },
          },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CardGridSection = FromSchema<typeof cardGridSchema>
