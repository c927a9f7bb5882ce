import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Websites the agency built, each in a browser-style frame: a scaled-down live preview in a sandboxed,
 * lazily loaded frame (or a screenshot) and a link that opens the site in a new tab.
 */
export const websiteShowcaseSchema = {
  title: 'Hjemmesider vi har bygget',
  description:
    'Hjemmesider, bureauet har bygget, hver i en ramme, der ligner en browser: en formindsket, levende forhåndsvisning i en afskærmet ramme, der først hentes, når den er tæt på (eller et skærmbillede), og et link, der åbner sitet i en ny fane.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'websites'],
  properties: {
    ...sectionBase('websiteShowcase'),
    /** The section heading (h2), e.g. "Hjemmesider, vi har bygget". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Hjemmesider, vi har bygget".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The sites to show, "all" or ids (data/collections/websites.json). */
    websites: {
      ...itemRefs('websites', 'showcase'),
      title: 'Hjemmesider',
      description: 'De sites, der vises: "all" for alle eller en liste af id\'er (fra samlingen websites).',
    },
  },
} as const satisfies JSONSchema

export type WebsiteShowcaseSection = ResolvedFromSchema<typeof websiteShowcaseSchema, ItemsOf<'websites', 'showcase'>>
