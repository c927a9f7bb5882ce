import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The embedded map of the office (its URL is in data/site.json), loaded only when scrolled near. */
export const mapEmbedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'frameTitle'],
  properties: {
    ...sectionBase('mapEmbed'),
    /** Heading above the map (h2), e.g. "Find os her". */
    title: textSchema,
    /** A sentence under the heading. */
    lead: textSchema,
    /** Accessible name of the map frame. */
    frameTitle: textSchema,
  },
} as const satisfies JSONSchema

export type MapEmbedSection = FromSchema<typeof mapEmbedSchema>
