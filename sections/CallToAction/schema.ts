import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A closing band with a heading, a sentence and one or two buttons (to /kontakt). */
export const callToActionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'text', 'actions'],
  properties: {
    ...sectionBase('callToAction'),
    /** The heading (h2). */
    title: textSchema,
    /** One or two sentences. */
    text: textSchema,
    /** The buttons; the first is the primary one. */
    actions: { type: 'array', minItems: 1, maxItems: 2, items: linkSchema },
  },
} as const satisfies JSONSchema

export type CallToActionSection = FromSchema<typeof callToActionSchema>
