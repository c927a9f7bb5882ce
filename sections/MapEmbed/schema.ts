import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The embedded map of the office (its URL is in data/site.json), loaded only when scrolled near. */
export const mapEmbedSchema = {
  title: 'Kort',
  description: 'Det indlejrede kort over kontoret (kortets adresse står i data/site.json), som først hentes, når det er tæt på skærmen.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'frameTitle'],
  properties: {
    ...sectionBase('mapEmbed'),
    /** Heading above the map (h2), e.g. "Find os her". */
    title: { ...textSchema, title: 'Overskrift', description: 'Overskriften over kortet, f.eks. "Find os her".' },
    /** A sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En sætning under overskriften.' },
    /** Accessible name of the map frame. */
    frameTitle: { ...textSchema, title: 'Kortets navn for skærmlæsere', description: 'Det navn, skærmlæsere læser op for kortet.' },
  },
} as const satisfies JSONSchema

export type MapEmbedSection = FromSchema<typeof mapEmbedSchema>
