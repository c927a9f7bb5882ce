import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { captionedImagesSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A row of images with captions from a case, scrollable by touch, mouse and keyboard. */
export const caseGallerySchema = {
  title: 'Billedgalleri for en case',
  description: 'En række billeder med billedtekster fra en case, som kan rulles med finger, mus og tastatur.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'images'],
  properties: {
    ...sectionBase('caseGallery'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The images in order, each with a caption. */
    images: { ...captionedImagesSchema, title: 'Billeder', description: 'Billederne i rækkefølge, hver med en kort billedtekst.' },
  },
} as const satisfies JSONSchema

export type CaseGallerySection = FromSchema<typeof caseGallerySchema>
