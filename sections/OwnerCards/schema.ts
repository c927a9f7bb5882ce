import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** The owners as cards (portrait, name, role, bio, expertise tags) and one call to action under them. */
export const ownerCardsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'members', 'action'],
  properties: {
    ...sectionBase('ownerCards'),
    /** The section heading (h2), e.g. "Folkene bag". */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The people to show, by id (data/collections/team/), in this order. */
    members: itemRefs('team', 'card'),
    /** The button under the cards, e.g. "Book en dialog og en kop kaffe" to /kontakt. */
    action: linkSchema,
  },
} as const satisfies JSONSchema

export type OwnerCardsSection = ResolvedFromSchema<typeof ownerCardsSchema, ItemsOf<'team', 'card'>>
