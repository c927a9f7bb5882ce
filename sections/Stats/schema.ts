import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A row of key figures (results, volumes), with optional notes under them. */
export const statsSchema = {
  title: 'Nøgletal',
  description: 'En række nøgletal (resultater, mængder) med valgfrie noter under dem.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'items'],
  properties: {
    ...sectionBase('stats'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The figures, in display order. */
    items: {
      title: 'Nøgletal',
      description: 'Tallene i den rækkefølge, de vises.',
      type: 'array',
      minItems: 2,
      maxItems: 8,
      items: {
        title: 'Nøgletal',
        description: 'Et nøgletal: tallet og hvad det betyder.',
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure as shown, in Danish number format, e.g. "52%" or "5,1". */
          value: { ...textSchema, title: 'Tal', description: 'Tallet som det vises, på dansk, f.eks. "52%" eller "5,1".' },
          /** What the figure means, e.g. "lavere klikpris". */
          label: { ...textSchema, title: 'Forklaring', description: 'Hvad tallet betyder, f.eks. "lavere klikpris".' },
        },
      },
    },
    /** Short notes under the figures, e.g. when the first results come. */
    notes: {
      title: 'Noter',
      description: 'Korte noter under tallene, f.eks. om hvornår de første resultater kommer.',
      type: 'array',
      minItems: 1,
      items: { ...textSchema, title: 'Note', description: 'En kort note.' },
    },
  },
} as const satisfies JSONSchema

export type StatsSection = FromSchema<typeof statsSchema>
