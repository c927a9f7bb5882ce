import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { imageSchema, slugSchema, textSchema } from '../shared.ts'

/**
 * A client company: the one place its name, industry, logo and contact person are written.
 * Testimonials, the logo strip, case quotes, videos and website previews refer to it by id.
 */
export const clientSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'industry', 'logo'],
  properties: {
    /** Stable id; for a case client the case's id, e.g. "cph-flyt". */
    id: slugSchema,
    /** The company's name as shown, e.g. "CPH Flyt". */
    name: textSchema,
    /** What the company does, e.g. "Flyttefirma". */
    industry: textSchema,
    /** The logo in the logo strip: an image without its own alt text (the client's name is it). */
    logo: {
      type: 'object',
      additionalProperties: false,
      required: ['src', 'width', 'height'],
      properties: {
        /** Path under the media base URL, e.g. "logos/Frame 79.png". */
        src: imageSchema.properties.src,
        /** Intrinsic width in pixels. */
        width: imageSchema.properties.width,
        /** Intrinsic height in pixels. */
        height: imageSchema.properties.height,
      },
    },
    /** The one person who speaks for the company wherever it is quoted (testimonial, case quote). */
    contact: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'role'],
      properties: {
        /** Full name, e.g. "Mikkel Sørensen". */
        name: textSchema,
        /** Their role at the company, e.g. "Indehaver". */
        role: textSchema,
      },
    },
    /** The client's case (data/collections/cases/<id>.json), where there is one. */
    case: slugSchema,
    /** A made-up client of the demo world without a case; replace with real clients before launch. */
    demo: { const: true },
  },
} as const satisfies JSONSchema

export type Client = FromSchema<typeof clientSchema>
