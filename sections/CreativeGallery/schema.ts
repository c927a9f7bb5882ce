import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A row of square ad creatives with previous/next buttons and swipe, plus the headline results of our creatives. */
export const creativeGallerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'creatives', 'metrics'],
  properties: {
    ...sectionBase('creativeGallery'),
    /** The section heading (h2), e.g. "Kreativer, der konverterer". */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The creatives in the gallery, in order (data/collections/creatives.json). */
    creatives: itemRefs('creatives', 'gallery'),
    /** Headline results shown with the gallery, e.g. { "value": "+52%", "label": "konverteringer" }. */
    metrics: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure, as written in SPEC.md section 9, e.g. "5,2%". */
          value: textSchema,
          /** What the figure measures, e.g. "CTR". */
          label: textSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CreativeGallerySection = ResolvedFromSchema<typeof creativeGallerySchema, ItemsOf<'creatives', 'gallery'>>
