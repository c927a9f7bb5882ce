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
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'website', 'visitLabel'],
  properties: {
    ...sectionBase('sitePreview'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The website to show, by id (data/collections/websites.json): its address, client and screenshot are written there. */
    website: itemRef('websites', 'showcase'),
    /** Text of the link that opens the site in a new tab, e.g. "Besøg Website". */
    visitLabel: textSchema,
  },
} as const satisfies JSONSchema

export type SitePreviewSection = ResolvedFromSchema<typeof sitePreviewSchema, ItemsOf<'websites', 'showcase'>>
