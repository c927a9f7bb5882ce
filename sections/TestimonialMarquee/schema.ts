import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * Client testimonials in two rows that scroll in opposite directions (pausable, still under reduced
 * motion), long quotes cut with a read-more toggle, and summary figures above them.
 */
export const testimonialMarqueeSchema = {
  title: 'Rullende kundeudtalelser',
  description:
    'Kundeudtalelser i to rækker, der ruller hver sin vej (kan sættes på pause og står stille, hvis den besøgende har slået bevægelse fra), lange citater forkortet med "læs mere" og samlede nøgletal over dem.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'stats', 'testimonials'],
  properties: {
    ...sectionBase('testimonialMarquee'),
    /** The section heading (h2), e.g. "Det siger vores kunder". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Det siger vores kunder".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** Summary figures above the quotes, e.g. { "value": "5,0", "label": "i gennemsnitlig bedømmelse" }. */
    stats: {
      title: 'Nøgletal',
      description: 'Samlede tal over udtalelserne, f.eks. "5,0" med teksten "i gennemsnitlig bedømmelse".',
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: {
        title: 'Nøgletal',
        description: 'Et nøgletal: tallet og hvad det betyder.',
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure as shown, in Danish format, e.g. "93%". */
          value: { ...textSchema, title: 'Tal', description: 'Tallet som det vises, på dansk, f.eks. "93%".' },
          /** What the figure means. */
          label: { ...textSchema, title: 'Forklaring', description: 'Hvad tallet betyder.' },
        },
      },
    },
    /**
     * The testimonials, "all" or ids (data/collections/testimonials.json). The first half (rounded up)
     * fills the upper row, the rest the lower row.
     */
    testimonials: {
      ...itemRefs('testimonials', 'card'),
      title: 'Kundeudtalelser',
      description:
        'Udtalelserne: "all" for alle eller en liste af id\'er (fra samlingen testimonials). Den første halvdel (rundet op) fylder den øverste række, resten den nederste.',
    },
  },
} as const satisfies JSONSchema

export type TestimonialMarqueeSection = ResolvedFromSchema<typeof testimonialMarqueeSchema, ItemsOf<'testimonials', 'card'>>
