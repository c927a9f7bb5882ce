import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The contact form, sent to the secure-contact-form function. Field labels live in the message catalogue. */
export const contactFormSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('contactForm'),
    /** Heading above the form (h2). */
    title: textSchema,
    /** A sentence under the heading. */
    lead: textSchema,
  },
} as const satisfies JSONSchema

export type ContactFormSection = FromSchema<typeof contactFormSchema>
