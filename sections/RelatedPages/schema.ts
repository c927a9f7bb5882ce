import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef, itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase } from '../../schemas/shared.ts'

/**
 * "Mange besøgende der ser {page} ser som regel også:" with three cards linking to other service
 * pages. The current service is never shown, even if it is listed.
 */
export const relatedPagesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'current', 'pages'],
  properties: {
    ...sectionBase('relatedPages'),
    /** The service this page is about, by id: its name fills {page} in the heading. */
    current: itemRef('services', 'link'),
    /** Three other services to suggest, by id, in display order. */
    pages: {
      ...itemRefs('services', 'related'),
      anyOf: [{ type: 'array', minItems: 3, maxItems: 3, uniqueItems: true, items: { type: 'string', minLength: 1 } }],
    },
  },
} as const satisfies JSONSchema

export type RelatedPagesSection = ResolvedFromSchema<typeof relatedPagesSchema, [...ItemsOf<'services', 'link'>, ...ItemsOf<'services', 'related'>]>
