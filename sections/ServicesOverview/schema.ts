import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** One card per service (icon, title, description, four features, "Læs mere" to its page). */
export const servicesOverviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'services'],
  properties: {
    ...sectionBase('servicesOverview'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The services to show: "all" or ids from data/collections/services.json. */
    services: itemRefs('services', 'card'),
  },
} as const satisfies JSONSchema

export type ServicesOverviewSection = ResolvedFromSchema<typeof servicesOverviewSchema, ItemsOf<'services', 'card'>>
