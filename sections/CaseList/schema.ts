import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The cases overview: one card per case with image, industry, services, results and a "Læs case" button. */
export const caseListSchema = {
  title: 'Caseoversigt med filter',
  description: 'Oversigten over cases: et kort pr. case med billede, branche, ydelser, resultater og knappen "Læs case".',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'cases'],
  properties: {
    ...sectionBase('caseList'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The cases to show, in this order: "all" or a list of ids (data/collections/cases). */
    cases: {
      ...itemRefs('cases', 'card'),
      title: 'Cases',
    },
  },
} as const satisfies JSONSchema

export type CaseListSection = ResolvedFromSchema<typeof caseListSchema, ItemsOf<'cases', 'card'>>
