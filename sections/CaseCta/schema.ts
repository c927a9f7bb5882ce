import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A closing call to action: a heading, a sentence and one button, e.g. "Uforpligtende dialog og kaffe?" to /kontakt. */
export const caseCtaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'text', 'action'],
  properties: {
    ...sectionBase('caseCta'),
    /** The heading (h2). */
    title: textSchema,
    /** One or two sentences under the heading. */
    text: textSchema,
    /** The button. */
    action: linkSchema,
  },
} as const satisfies JSONSchema

export type CaseCtaSection = FromSchema<typeof caseCtaSchema>
