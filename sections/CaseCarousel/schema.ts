import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The home page's cases: filter buttons (all, e-commerce, service business) and a looping carousel
 * of case cards (1, 2 or 3 per view by width) that autoplays on wide screens. Before its script runs
 * the cards are a horizontally scrollable row with working links.
 */
export const caseCarouselSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'cases', 'link'],
  properties: {
    ...sectionBase('caseCarousel'),
    /** Small label above the heading. */
    eyebrow: textSchema,
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The cases to show, in this order: "all" or a list of ids (data/collections/cases). */
    cases: itemRefs('cases', 'card'),
    /** The link to the cases overview, e.g. "see our cases" to /cases. */
    link: linkSchema,
  },
} as const satisfies JSONSchema

export type CaseCarouselSection = ResolvedFromSchema<typeof caseCarouselSchema, ItemsOf<'cases', 'card'>>
