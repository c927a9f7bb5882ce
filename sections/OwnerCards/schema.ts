import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** The owners as cards (portrait, name, role, bio, expertise tags) and one call to action under them. */
export const ownerCardsSchema = {
  title: 'Ejerne',
  description: 'Ejerne som kort (portræt, navn, rolle, beskrivelse, kompetencer) og én opfordring under dem.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'members', 'action'],
  properties: {
    ...sectionBase('ownerCards'),
    /** The section heading (h2), e.g. "Folkene bag". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Folkene bag".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The people to show, by id (data/collections/team/), in this order. */
    members: { ...itemRefs('team', 'card'), title: 'Medarbejdere', description: 'De personer, der vises, i denne rækkefølge (fra samlingen team).' },
    /** The button under the cards, e.g. "Book en dialog og en kop kaffe" to /kontakt. */
    action: { ...linkSchema, title: 'Knap', description: 'Knappen under kortene, f.eks. "Book en dialog og en kop kaffe" til /kontakt.' },
  },
} as const satisfies JSONSchema

export type OwnerCardsSection = ResolvedFromSchema<typeof ownerCardsSchema, ItemsOf<'team', 'card'>>
