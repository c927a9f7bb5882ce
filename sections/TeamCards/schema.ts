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
  title: 'Holdet på forsiden',
  description:
    'Forsidens hold: et kort pr. person med portræt, navn, rolle, en beskrivelse forkortet til tre linjer (læs mere / læs mindre), kompetencer, LinkedIn samt e-mail (med kopiknap) og telefon, hvor personen har dem.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'members'],
  properties: {
    ...sectionBase('teamCards'),
    /** The section heading (h2), e.g. "Mød holdet". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Mød holdet".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The people to show, by id (data/collections/team/), in this order. */
    members: { ...itemRefs('team', 'card'), title: 'Medarbejdere', description: 'De personer, der vises, i denne rækkefølge (fra samlingen team).' },
    /** An optional link under the cards, e.g. to /team. */
    more: { ...linkSchema, title: 'Link under kortene', description: 'Et valgfrit link under kortene, f.eks. til /team.' },
  },
} as const satisfies JSONSchema

export type TeamCardsSection = ResolvedFromSchema<typeof teamCardsSchema, ItemsOf<'team', 'card'>>
