import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The top of a case page: back link to /cases, the case's title (h1), client, industry, duration,
 * services (collapsed behind a "+N mere" button) and its three headline figures, all from the cases
 * collection. Static: the services toggle is a native `<details>`, so it works from first paint.
 */
export const caseHeroSchema = {
  title: 'Casens topbillede',
  description:
    'Toppen af en caseside: link tilbage til cases, casens titel, kunde, branche, varighed, ydelser (de sidste bag knappen "+N mere") og tre nøgletal, alt sammen fra samlingen cases.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'case'],
  properties: {
    ...sectionBase('caseHero'),
    /** The case, by id (data/collections/cases). */
    case: { ...itemRef('cases', 'hero'), title: 'Case', description: 'Den case, siden handler om (fra samlingen cases).' },
    /** An optional sentence under the title. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under titlen.' },
    /** How many services show before the "+N mere" button (2 unless the case says otherwise). */
    visibleServices: {
      title: 'Antal viste ydelser',
      description: 'Hvor mange ydelser der vises før knappen "+N mere" (2, hvis casen ikke siger andet).',
      type: 'integer',
      minimum: 1,
      maximum: 6,
    },
    /** Whether the expanded services can be collapsed again with "Vis færre" (not unless set). */
    collapsible: {
      title: 'Kan foldes sammen igen',
      description: 'Om de udfoldede ydelser kan foldes sammen igen med "Vis færre" (nej, hvis feltet er tomt).',
      type: 'boolean',
    },
  },
} as const satisfies JSONSchema

export type CaseHeroSection = ResolvedFromSchema<typeof caseHeroSchema, ItemsOf<'cases', 'hero'>>
