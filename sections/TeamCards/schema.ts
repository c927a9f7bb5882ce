import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The home page's team: a card per person with portrait, name, role, a bio clamped to three lines
 * (read more / read less), expertise tags, LinkedIn, and e-mail (copy button, toast "Copied email")
 * and phone where the person has them.
 */
export const teamCardsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'members'],
  properties: {
    ...sectionBase('teamCards'),
    /** The section heading (h2), e.g. "Mød holdet". */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The people to show, by id (data/collections/team/), in this order. */
    members: itemRefs('team', 'card'),
    /** An optional link under the cards, e.g. to /team. */
    more: linkSchema,
  },
} as const satisfies JSONSchema

export type TeamCardsSection = ResolvedFromSchema<typeof teamCardsSchema, ItemsOf<'team', 'card'>>
