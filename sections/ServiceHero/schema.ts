import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { actionsSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A content page's opening: optional badge, headline (h1), lead, calls to action and a few short highlights. */
export const serviceHeroSchema = {
  title: 'Ydelsens topbillede',
  description: 'Begyndelsen af en indholdsside: et valgfrit mærkat, hovedoverskrift, indledning, knapper og nogle få korte fordele.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'lead', 'actions'],
  properties: {
    ...sectionBase('serviceHero'),
    /** A short badge above the headline, e.g. "Automatisering". */
    badge: { ...textSchema, title: 'Mærkat', description: 'Et kort mærkat over overskriften, f.eks. "Automatisering".' },
    /** The page's headline (rendered as h1). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sidens hovedoverskrift.' },
    /** One or two sentences under the headline. */
    lead: { ...textSchema, title: 'Indledning', description: 'En eller to sætninger under overskriften.' },
    /** Calls to action; the first is the primary one. */
    actions: actionsSchema,
    /** Up to four short selling points shown as ticks under the buttons. */
    highlights: {
      title: 'Fremhævede punkter',
      description: 'Op til fire korte fordele, vist med flueben under knapperne.',
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: { ...textSchema, title: 'Punkt', description: 'En kort fordel.' },
    },
  },
} as const satisfies JSONSchema

export type ServiceHeroSection = FromSchema<typeof serviceHeroSchema>
