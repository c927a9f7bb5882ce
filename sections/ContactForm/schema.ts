import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The contact form, sent to the secure-contact-form function. Field labels live in the message catalogue. */
export const contactFormSchema = {
  title: 'Kontaktformular',
  description: 'Kontaktformularen. Beskeden sendes sikkert til bureauet; formularens felter og deres tekster er faste.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('contactForm'),
    /** Heading above the form (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Overskriften over formularen.' },
    /** A sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En sætning under overskriften.' },
  },
} as const satisfies JSONSchema

export type ContactFormSection = FromSchema<typeof contactFormSchema>
