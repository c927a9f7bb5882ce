import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { iconSchema } from '../../schemas/icon.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** The home page's services: audience cards (who we help) and a tile per service linking to its page. */
export const homeServicesSchema = {
  title: 'Ydelser på forsiden',
  description: 'Forsidens ydelser: et kort for hver målgruppe (hvem vi hjælper) og en flise for hver ydelse med link til dens side.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'audiences', 'services'],
  properties: {
    ...sectionBase('homeServices'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The audience cards (E-commerce, Servicevirksomheder). */
    audiences: {
      title: 'Målgrupper',
      description: 'Kortene for målgrupperne, f.eks. e-handel og servicevirksomheder.',
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: {
        title: 'Målgruppe',
        description: 'Et kort for en målgruppe: ikon, overskrift, tekst og link.',
        type: 'object',
        additionalProperties: false,
        required: ['icon', 'title', 'text', 'link'],
        properties: {
          /** The card's icon. */
          icon: { ...iconSchema, title: 'Ikon', description: 'Kortets ikon.' },
          /** Who the card is for (h3). */
          title: { ...textSchema, title: 'Overskrift', description: 'Hvem kortet er til.' },
          /** Two or three sentences. */
          text: { ...textSchema, title: 'Tekst', description: 'To eller tre sætninger.' },
          /** Where to read more. */
          link: { ...linkSchema, title: 'Link', description: 'Hvor man kan læse mere.' },
        },
      },
    },
    /** Heading (h3) above the service tiles. */
    servicesTitle: { ...textSchema, title: 'Overskrift over ydelserne', description: 'Overskriften over fliserne med ydelser.' },
    /** The service tiles: ids from data/collections/services.json, in display order. */
    services: {
      ...itemRefs('services', 'tile'),
      title: 'Ydelser',
      description: 'Fliserne med ydelser: "all" for alle eller en liste af id\'er i den rækkefølge, de vises (fra samlingen services).',
    },
  },
} as const satisfies JSONSchema

export type HomeServicesSection = ResolvedFromSchema<typeof homeServicesSchema, ItemsOf<'services', 'tile'>>
