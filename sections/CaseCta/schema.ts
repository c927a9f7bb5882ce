import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A closing call to action: a heading, a sentence and one button, e.g. "Uforpligtende dialog og kaffe?" to /kontakt. */
export const caseCtaSchema = {
  title: 'Afsluttende opfordring',
  description: 'En afsluttende opfordring med en overskrift, en sætning og én knap, f.eks. "Uforpligtende dialog og kaffe?" til kontaktsiden.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'text', 'action'],
  properties: {
    ...sectionBase('caseCta'),
    /** The heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Opfordringens overskrift.' },
    /** One or two sentences under the heading. */
    text: { ...textSchema, title: 'Tekst', description: 'En eller to sætninger under overskriften.' },
    /** The button. */
    action: { ...linkSchema, title: 'Knap', description: 'Knappen: dens tekst og hvor den fører hen.' },
  },
} as const satisfies JSONSchema

export type CaseCtaSection = FromSchema<typeof caseCtaSchema>
