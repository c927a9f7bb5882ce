import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { httpsUrlSchema, imageSchema, slugSchema, textSchema } from '../shared.ts'

/** A website the agency built, shown in a browser-style frame. */
export const websiteShowcaseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'url', 'title', 'description', 'previewType'],
  properties: {
    /** Stable id. */
    id: slugSchema,
    /** The live site. */
    url: httpsUrlSchema,
    /** The site's name. */
    title: textSchema,
    /** One line about the project. */
    description: textSchema,
    /** A live preview in a sandboxed frame, or a screenshot. */
    previewType: { enum: ['iframe', 'screenshot'] },
    /** The screenshot, for previewType "screenshot". */
    screenshot: imageSchema,
  },
} as const satisfies JSONSchema

export type WebsiteShowcase = FromSchema<typeof websiteShowcaseSchema>
