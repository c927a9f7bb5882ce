import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Client testimonials in two rows that scroll in opposite directions (pausable, still under reduced
 * motion), long quotes cut with a read-more toggle, and summary figures above them.
 */
export const testimonialMarqueeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'stats', 'testimonials'],
  properties: {
    ...sectionBase('testimonialMarquee'),
    /** The section heading (h2), e.g. "Det siger vores kunder". */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** Summary figures above the quotes, e.g. { "value": "5,0", "label": "i gennemsnitlig bedømmelse" }. */
    stats: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure as shown, in Danish format, e.g. "93%". */
          value: textSchema,
          /** What the figure means. */
          label: textSchema,
        },
      },
    },
    /**
     * The testimonials, "all" or ids (data/collections/testimonials.json). The first half (rounded up)
     * fills the upper row, the rest the lower row.
     */
    testimonials: itemRefs('testimonials', 'card'),
  },
} as const satisfies JSONSchema

export type TestimonialMarqueeSection = ResolvedFromSchema<typeof testimonialMarqueeSchema, ItemsOf<'testimonials', 'card'>>
