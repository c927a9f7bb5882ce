import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A quote from the client about the cooperation. */
export const caseQuoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'quote', 'name', 'role'],
  properties: {
    ...sectionBase('caseQuote'),
    /** The quote itself, without quotation marks. */
    quote: textSchema,
    /** Who said it. */
    name: textSchema,
    /** Their role and company, e.g. "Indehaver, CPH Flyt". */
    role: textSchema,
  },
} as const satisfies JSONSchema

export type CaseQuoteSection = FromSchema<typeof caseQuoteSchema>
