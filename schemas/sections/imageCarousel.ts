import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { imageSchema, sectionBase, textSchema } from '../shared.ts'

/** Screenshots or other images one at a time, with labelled previous/next buttons, arrow keys and swipe. */
export const imageCarouselSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'slides'],
  properties: {
    ...sectionBase('imageCarousel'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The slides, in order. */
    slides: {
      type: 'array',
      minItems: 2,
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['image', 'caption'],
        properties: {
          /** The image (below the fold: loaded lazily). */
          image: imageSchema,
          /** A short caption under the image. */
          caption: textSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type ImageCarouselSection = FromSchema<typeof imageCarouselSchema>
