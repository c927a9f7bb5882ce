import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase } from '../../schemas/shared.ts'

/**
 * One team member's profile (/team/{slug}): back link, portrait, name (h1), role, bio, expertise,
 * contact block with copy buttons, LinkedIn and a call to action. Without `member` it is the
 * client-side shell for members that exist only in the content system: it reads the slug from the
 * address and shows a loading skeleton, then the member or "Teammedlem ikke fundet".
 */
export const teamProfileSchema = {
  title: 'Profil af en medarbejder',
  description:
    'En medarbejders profil (/team/{slug}): link tilbage, portræt, navn, rolle, beskrivelse, kompetencer, kontaktoplysninger med kopiknapper, LinkedIn og en opfordring til handling. Uden en medarbejder viser den personer, der kun findes i indholdssystemet: den finder personen ud fra adressen og viser en pladsholder, indtil personen er hentet, eller "Teammedlem ikke fundet".',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type'],
  properties: {
    ...sectionBase('teamProfile'),
    /** The built-in person to show, by id (data/collections/team/); leave out for the content-system shell. */
    member: {
      ...itemRef('team', 'card'),
      title: 'Medarbejder',
      description: 'Den faste person, der vises (fra samlingen team); udelades for personer fra indholdssystemet.',
    },
  },
} as const satisfies JSONSchema

export type TeamProfileSection = ResolvedFromSchema<typeof teamProfileSchema, ItemsOf<'team', 'card'>>
