import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase } from '../../schemas/shared.ts'

/**
 * The top of an article page: "Tilbage til blog", category, reading time, title (h1), author, date,
 * the copy-URL button and the hero image. Pair it with an `articleBody` section for the same article.
 */
export const articleHeaderSchema = {
  title: 'Artikelhoved',
  description:
    'Toppen af en artikelside: link tilbage til bloggen, kategori, læsetid, titel, forfatter, dato, en knap, der kopierer adressen, og artiklens billede. Bruges sammen med en artikeltekst for samme artikel.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'article'],
  properties: {
    ...sectionBase('articleHeader'),
    /** The article, by id (data/collections/articles/<id>.json). */
    article: { ...itemRef('articles', 'header'), title: 'Artikel', description: 'Den artikel, hvis hoved vises (fra samlingen articles).' },
  },
} as const satisfies JSONSchema

export type ArticleHeaderSection = ResolvedFromSchema<typeof articleHeaderSchema, ItemsOf<'articles', 'header'>>
