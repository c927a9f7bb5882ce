import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { imageSchema, linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The team list on /team: the built-in people, then the members of the content system when one is
 * configured (appended once loaded), and the recruiting card last. Grid of 2, 3 or 5 columns by width (one on narrow phones).
 */
export const teamGridSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'members', 'placeholder'],
  properties: {
    ...sectionBase('teamGrid'),
    /** The section heading (h2), e.g. "Holdet". */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The built-in people, by id (data/collections/team/), in this order. */
    members: itemRefs('team', 'card'),
    /** The recruiting card, always last: "Er du vores næste holdkammerat?" with "Ansøg nu". */
    placeholder: {
      type: 'object',
      additionalProperties: false,
      required: ['title', 'text', 'action'],
      properties: {
        /** Its heading, e.g. "Er du vores næste holdkammerat?". */
        title: textSchema,
        /** A sentence or two inviting applications. */
        text: textSchema,
        /** The button, e.g. "Ansøg nu" to /kontakt. */
        action: linkSchema,
        /** A decorative picture in the place of a portrait (its alt text is usually empty). */
        image: imageSchema,
      },
    },
  },
} as const satisfies JSONSchema

export type TeamGridSection = ResolvedFromSchema<typeof teamGridSchema, ItemsOf<'team', 'card'>>
