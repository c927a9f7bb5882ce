import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** One card per service (icon, title, description, four features, "Læs mere" to its page). */
export const servicesOverviewSchema = {
  title: 'Oversigt over ydelser',
  description: 'Et kort for hver ydelse (ikon, titel, beskrivelse, fire egenskaber og "Læs mere" til dens side).',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'services'],
  properties: {
    ...sectionBase('servicesOverview'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The services to show: "all" or ids from data/collections/services.json. */
    services: {
      ...itemRefs('services', 'card'),
      title: 'Ydelser',
      description: 'De ydelser, der vises: "all" for alle eller en liste af id\'er (fra samlingen services).',
    },
  },
} as const satisfies JSONSchema

export type ServicesOverviewSection = ResolvedFromSchema<typeof servicesOverviewSchema, ItemsOf<'services', 'card'>>
