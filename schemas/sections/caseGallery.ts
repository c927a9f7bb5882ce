import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { imageSchema, sectionBase, textSchema } from '../shared.ts'

/** A row of images with captions from a case, scrollable by touch, mouse and keyboard. */
export const caseGallerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'images'],
  properties: {
    ...sectionBase('caseGallery'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The images in order, each with a caption. */
    images: {
      type: 'array',
      minItems: 2,
      maxItems: 12,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['image', 'caption'],
        properties: {
          /** The image. */
          image: imageSchema,
          /** A short caption under the image. */
          caption: textSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CaseGallerySection = FromSchema<typeof caseGallerySchema>
