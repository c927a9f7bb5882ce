import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { imageSchema, slugSchema, textSchema } from '../shared.ts'

/** An ad creative in the gallery. */
export const creativeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'platform', 'image'],
  properties: {
    /** Stable id. */
    id: slugSchema,
    /** What the creative is, e.g. "Sommerudsalg, karrusel". */
    title: textSchema,
    /** Where it ran, e.g. "Instagram". */
    platform: textSchema,
    /** The square image. */
    image: imageSchema,
  },
} as const satisfies JSONSchema

export type Creative = FromSchema<typeof creativeSchema>
