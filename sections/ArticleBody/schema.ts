import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** An article's text (its Markdown body) and the closing call to action to /kontakt with the article's button text. */
export const articleBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'article', 'ctaTitle', 'ctaText'],
  properties: {
    ...sectionBase('articleBody'),
    /** The article, by id (data/collections/articles/<id>.json and <id>.md). */
    article: itemRef('articles', 'full'),
    /** Heading (h2) of the closing call to action. */
    ctaTitle: textSchema,
    /** One or two sentences under it; the button text is the article's `ctaLabel`. */
    ctaText: textSchema,
  },
} as const satisfies JSONSchema

export type ArticleBodySection = ResolvedFromSchema<typeof articleBodySchema, ItemsOf<'articles', 'full'>>
