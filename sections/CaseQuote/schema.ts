import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A quote from the client about the cooperation, signed by the client's contact person. */
export const caseQuoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'quote', 'client'],
  properties: {
    ...sectionBase('caseQuote'),
    /** The quote itself, without quotation marks. */
    quote: textSchema,
    /** The client (data/collections/clients.json) whose contact person said it: the case's own client. */
    client: itemRef('clients', 'quoted'),
  },
} as const satisfies JSONSchema

export type CaseQuoteSection = ResolvedFromSchema<typeof caseQuoteSchema, ItemsOf<'clients', 'quoted'>>
