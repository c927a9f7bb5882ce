import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkWithLangSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The home page's cases: filter buttons (all, e-commerce, service business) and a looping carousel
 * of case cards (1, 2 or 3 per view by width) that autoplays on wide screens. Before its script runs
 * the cards are a horizontally scrollable row with working links.
 */
export const caseCarouselSchema = {
  title: 'Karrusel med cases',
  description:
    'Forsidens cases: filterknapper (alle, e-handel, servicevirksomheder) og en karrusel af casekort, der kører af sig selv på store skærme. Indtil siden er klar, er kortene en vandret række med links, der virker.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'cases', 'link'],
  properties: {
    ...sectionBase('caseCarousel'),
    /** Small label above the heading. */
    eyebrow: { ...textSchema, title: 'Overlinje', description: 'Lille tekst over overskriften.' },
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The cases to show, in this order: "all" or a list of ids (data/collections/cases). */
    cases: {
      ...itemRefs('cases', 'card'),
      title: 'Cases',
    },
    /** The link to the cases overview, e.g. "see our cases" to /cases. */
    link: { ...linkWithLangSchema, title: 'Link til alle cases', description: 'Linket til oversigten over cases, f.eks. "Se vores cases" til /cases.' },
  },
} as const satisfies JSONSchema

export type CaseCarouselSection = ResolvedFromSchema<typeof caseCarouselSchema, ItemsOf<'cases', 'card'>>
