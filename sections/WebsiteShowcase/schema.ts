import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Websites the agency built, each in a browser-style frame: a scaled-down live preview in a sandboxed,
 * lazily loaded frame (or a screenshot) and a link that opens the site in a new tab.
 */
export const websiteShowcaseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'websites'],
  properties: {
    ...sectionBase('websiteShowcase'),
    /** The section heading (h2), e.g. "Hjemmesider, vi har bygget". */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The sites to show, "all" or ids (data/collections/websites.json). */
    websites: itemRefs('websites', 'showcase'),
  },
} as const satisfies JSONSchema

export type WebsiteShowcaseSection = ResolvedFromSchema<typeof websiteShowcaseSchema, ItemsOf<'websites', 'showcase'>>
