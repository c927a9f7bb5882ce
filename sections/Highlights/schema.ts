import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A heading and a few short points as cards: the agency's values on /om-os, the culture on /team. */
export const highlightsSchema = {
  title: 'Fremhævede punkter',
  description: 'En overskrift og nogle få korte punkter som kort: bureauets værdier på /om-os, kulturen på /team.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'items'],
  properties: {
    ...sectionBase('highlights'),
    /** The section heading (h2), e.g. "Vores værdier". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Vores værdier".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The points, shown as cards in this order. */
    items: {
      title: 'Punkter',
      description: 'Punkterne, vist som kort i denne rækkefølge.',
      type: 'array',
      minItems: 2,
      maxItems: 6,
      items: {
        title: 'Punkt',
        description: 'Et punkt: dets overskrift og en kort tekst.',
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: {
          /** The point's heading (h3), e.g. "Partnerskab". */
          title: { ...textSchema, title: 'Overskrift', description: 'Punktets overskrift, f.eks. "Partnerskab".' },
          /** One or two sentences about it. */
          text: { ...textSchema, title: 'Tekst', description: 'En eller to sætninger om punktet.' },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type HighlightsSection = FromSchema<typeof highlightsSchema>
