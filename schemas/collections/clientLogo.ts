import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { imageSchema, slugSchema, textSchema } from '../shared.ts'

/** A client's logo for logo strips. */
export const clientLogoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'image'],
  properties: {
    /** Stable id. */
    id: slugSchema,
    /** The client's name (also the logo's alt text). */
    name: textSchema,
    /** The logo image. */
    image: imageSchema,
  },
} as const satisfies JSONSchema

export type ClientLogo = FromSchema<typeof clientLogoSchema>
