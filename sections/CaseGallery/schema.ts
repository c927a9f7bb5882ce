import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { captionedImagesSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

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
    images: captionedImagesSchema,
  },
} as const satisfies JSONSchema

export type CaseGallerySection = FromSchema<typeof caseGallerySchema>
