import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { imageSchema, linkSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The team list on /team: the built-in people, then the members of the content system when one is
 * configured (appended once loaded), and the recruiting card last. Grid of 2, 3 or 5 columns by width (one on narrow phones).
 */
export const teamGridSchema = {
  title: 'Holdets liste',
  description:
    'Holdet på /team: de faste personer, dernæst medlemmerne fra indholdssystemet, når et er sat op (tilføjes, når de er hentet), og til sidst rekrutteringskortet.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'members', 'placeholder'],
  properties: {
    ...sectionBase('teamGrid'),
    /** The section heading (h2), e.g. "Holdet". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Holdet".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The built-in people, by id (data/collections/team/), in this order. */
    members: { ...itemRefs('team', 'card'), title: 'Medarbejdere', description: 'De faste personer, i denne rækkefølge (fra samlingen team).' },
    /** The recruiting card, always last: "Er du vores næste holdkammerat?" with "Ansøg nu". */
    placeholder: {
      title: 'Rekrutteringskort',
      description: 'Kortet, der opfordrer til at søge job; det står altid sidst, f.eks. "Er du vores næste holdkammerat?" med "Ansøg nu".',
      type: 'object',
      additionalProperties: false,
      required: ['title', 'text', 'action'],
      properties: {
        /** Its heading, e.g. "Er du vores næste holdkammerat?". */
        title: { ...textSchema, title: 'Overskrift', description: 'Kortets overskrift, f.eks. "Er du vores næste holdkammerat?".' },
        /** A sentence or two inviting applications. */
        text: { ...textSchema, title: 'Tekst', description: 'En eller to sætninger, der opfordrer til at søge.' },
        /** The button, e.g. "Ansøg nu" to /kontakt. */
        action: { ...linkSchema, title: 'Knap', description: 'Knappen, f.eks. "Ansøg nu" til /kontakt.' },
        /** A decorative picture in the place of a portrait (its alt text is usually empty). */
        image: { ...imageSchema, title: 'Billede', description: 'Et dekorativt billede på portrættets plads (dets alternative tekst er som regel tom).' },
      },
    },
  },
} as const satisfies JSONSchema

export type TeamGridSection = ResolvedFromSchema<typeof teamGridSchema, ItemsOf<'team', 'card'>>
