import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef, itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase } from '../../schemas/shared.ts'

/**
 * "Mange besøgende der ser {page} ser som regel også:" with three cards linking to other service
 * pages. The current service is never shown, even if it is listed.
 */
export const relatedPagesSchema = {
  title: 'Relaterede sider',
  description:
    '"Mange besøgende der ser {page} ser som regel også:" med tre kort, der linker til andre ydelsessider. Sidens egen ydelse vises aldrig, heller ikke hvis den står på listen.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'current', 'pages'],
  properties: {
    ...sectionBase('relatedPages'),
    /** The service this page is about, by id: its name fills {page} in the heading. */
    current: {
      ...itemRef('services', 'link'),
      title: 'Denne sides ydelse',
      description: 'Den ydelse, siden handler om; dens navn står i overskriften i stedet for {page}.',
    },
    /** Three other services to suggest, by id, in display order. */
    pages: {
      ...itemRefs('services', 'related'),
      title: 'Sider',
      description: 'Tre andre ydelser at foreslå, i den rækkefølge de vises (fra samlingen services).',
      anyOf: [
        {
          type: 'array',
          minItems: 3,
          maxItems: 3,
          uniqueItems: true,
          items: { type: 'string', minLength: 1, title: 'Ydelse', description: 'Id på en ydelse i samlingen services.' },
        },
      ],
    },
  },
} as const satisfies JSONSchema

export type RelatedPagesSection = ResolvedFromSchema<typeof relatedPagesSchema, [...ItemsOf<'services', 'link'>, ...ItemsOf<'services', 'related'>]>
