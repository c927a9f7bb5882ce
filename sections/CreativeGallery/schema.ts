import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A row of square ad creatives with previous/next buttons and swipe, plus the headline results of our creatives. */
export const creativeGallerySchema = {
  title: 'Galleri med annoncer',
  description: 'En række kvadratiske annoncer med knapper til forrige og næste og mulighed for at swipe, sammen med de vigtigste resultater af vores annoncer.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'creatives', 'metrics'],
  properties: {
    ...sectionBase('creativeGallery'),
    /** The section heading (h2), e.g. "Kreativer, der konverterer". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Kreativer, der konverterer".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The creatives in the gallery, in order (data/collections/creatives.json). */
    creatives: { ...itemRefs('creatives', 'gallery'), title: 'Annoncer', description: 'Annoncerne i galleriet, i rækkefølge (fra samlingen creatives).' },
    /** Headline results shown with the gallery, e.g. { "value": "+52%", "label": "konverteringer" }. */
    metrics: {
      title: 'Resultater',
      description: 'De vigtigste resultater, vist sammen med galleriet, f.eks. "+52%" med teksten "konverteringer".',
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: {
        title: 'Resultat',
        description: 'Et resultat: tallet og hvad det måler.',
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: {
          /** The figure, as written in SPEC.md section 9, e.g. "5,2%". */
          value: { ...textSchema, title: 'Tal', description: 'Tallet som det vises, f.eks. "5,2%".' },
          /** What the figure measures, e.g. "CTR". */
          label: { ...textSchema, title: 'Forklaring', description: 'Hvad tallet måler, f.eks. "CTR".' },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CreativeGallerySection = ResolvedFromSchema<typeof creativeGallerySchema, ItemsOf<'creatives', 'gallery'>>
