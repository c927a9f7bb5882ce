import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A quote from the client about the cooperation, signed by the client's contact person. */
export const caseQuoteSchema = {
  title: 'Kundecitat',
  description: 'Et citat fra kunden om samarbejdet, underskrevet af kundens kontaktperson.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'quote', 'client'],
  properties: {
    ...sectionBase('caseQuote'),
    /** The quote itself, without quotation marks. */
    quote: { ...textSchema, title: 'Citat', description: 'Selve citatet, uden anførselstegn.' },
    /** The client (data/collections/clients.json) whose contact person said it: the case's own client. */
    client: {
      ...itemRef('clients', 'quoted'),
      title: 'Kunde',
      description: 'Kunden, hvis kontaktperson sagde det (fra samlingen clients): casens egen kunde.',
    },
  },
} as const satisfies JSONSchema

export type CaseQuoteSection = ResolvedFromSchema<typeof caseQuoteSchema, ItemsOf<'clients', 'quoted'>>
