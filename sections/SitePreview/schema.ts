import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * A client's website in a tall browser-style frame: its screenshot or a card with its name first, the
 * live site in a sandboxed frame (scripts allowed, never its own origin, so it can set no cookies)
 * when the visitor asks for it, and a link that opens the site in a new tab.
 */
export const sitePreviewSchema = {
  title: 'En kundes hjemmeside i en browserramme',
  description:
    'En kundes hjemmeside i en høj ramme, der ligner en browser: først et skærmbillede eller et kort med navnet, og når den besøgende beder om det, det rigtige site i en afskærmet ramme, der ikke kan sætte cookies, samt et link, der åbner sitet i en ny fane.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'website', 'visitLabel'],
  properties: {
    ...sectionBase('sitePreview'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The website to show, by id (data/collections/websites.json): its address, client and screenshot are written there. */
    website: {
      ...itemRef('websites', 'showcase'),
      title: 'Hjemmeside',
      description: 'Den hjemmeside, der vises (fra samlingen websites, hvor dens adresse, kunde og skærmbillede står).',
    },
    /** Text of the link that opens the site in a new tab, e.g. "Besøg Website". */
    visitLabel: { ...textSchema, title: 'Tekst på besøgslinket', description: 'Teksten på linket, der åbner sitet i en ny fane, f.eks. "Besøg website".' },
  },
} as const satisfies JSONSchema

export type SitePreviewSection = ResolvedFromSchema<typeof sitePreviewSchema, ItemsOf<'websites', 'showcase'>>
