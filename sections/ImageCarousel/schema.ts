import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { captionedImagesSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

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
    slides: captionedImagesSchema,
  },
} as const satisfies JSONSchema

export type ImageCarouselSection = FromSchema<typeof imageCarouselSchema>
