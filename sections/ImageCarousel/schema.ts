import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { captionedImagesSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** Screenshots or other images one at a time, with labelled previous/next buttons, arrow keys and swipe. */
export const imageCarouselSchema = {
  title: 'Billedkarrusel',
  description: 'Skærmbilleder eller andre billeder ét ad gangen, med knapper til forrige og næste, piletaster og swipe.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'slides'],
  properties: {
    ...sectionBase('imageCarousel'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The slides, in order. */
    slides: { ...captionedImagesSchema, title: 'Billeder', description: 'Billederne i rækkefølge, hver med en kort billedtekst.' },
  },
} as const satisfies JSONSchema

export type ImageCarouselSection = FromSchema<typeof imageCarouselSchema>
