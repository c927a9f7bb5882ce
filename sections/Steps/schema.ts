import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A numbered process: how a collaboration runs, step by step. */
export const stepsSchema = {
  title: 'Trin i processen',
  description: 'En nummereret proces: hvordan et samarbejde forløber, trin for trin.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'steps'],
  properties: {
    ...sectionBase('steps'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The steps in order; they are numbered from 1. */
    steps: {
      title: 'Trin',
      description: 'Trinene i rækkefølge; de nummereres fra 1.',
      type: 'array',
      minItems: 2,
      maxItems: 8,
      items: {
        title: 'Trin',
        description: 'Et trin: dets navn og hvad der sker.',
        type: 'object',
        additionalProperties: false,
        required: ['title', 'description'],
        properties: {
          /** The step's name (h3). */
          title: { ...textSchema, title: 'Navn', description: 'Trinets navn.' },
          /** What happens in this step. */
          description: { ...textSchema, title: 'Beskrivelse', description: 'Hvad der sker i dette trin.' },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type StepsSection = FromSchema<typeof stepsSchema>
