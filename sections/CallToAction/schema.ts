import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { actionsSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A closing band with a heading, a sentence and one or two buttons (to /kontakt). */
export const callToActionSchema = {
  title: 'Opfordring til handling',
  description: 'Et afsluttende bånd med en overskrift, en sætning og en eller to knapper, typisk til kontaktsiden.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'text', 'actions'],
  properties: {
    ...sectionBase('callToAction'),
    /** The heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Båndets overskrift.' },
    /** One or two sentences. */
    text: { ...textSchema, title: 'Tekst', description: 'En eller to sætninger under overskriften.' },
    /** The buttons; the first is the primary one. */
    actions: actionsSchema,
  },
} as const satisfies JSONSchema

export type CallToActionSection = FromSchema<typeof callToActionSchema>
