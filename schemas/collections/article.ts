import type { JSONSchema } from 'json-schema-to-ts'
import type { MarkdownField, ResolvedFromSchema } from '../resolvedContent.ts'
import { markdown } from '../contentKeywords.ts'
import { imageSchema, isoDateSchema, textSchema } from '../shared.ts'

/** A blog article; its page lives at /blog/{id} and its body is the Markdown file beside it ({id}.md). */
export const articleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'excerpt', 'category', 'date', 'readTime', 'image', 'ctaLabel', 'body'],
  properties: {
    /** The article's headline. */
    title: textSchema,
    /** Two or three sentences for cards and search. */
    excerpt: textSchema,
    /** Category as shown on the badge, e.g. "Google Ads". */
    category: textSchema,
    /** Publication date; shown in Danish long format ("15. august 2025"). */
    date: isoDateSchema,
    /** Reading time in minutes. */
    readTime: { type: 'integer', minimum: 1 },
    /** Hero and card image. */
    image: imageSchema,
    /** Text of the closing call-to-action button to /kontakt, e.g. "Få hjælp til Google Ads". */
    ctaLabel: textSchema,
    /** The text: read from {id}.md beside this file. Headings start at ## (under the title). */
    body: markdown(2),
  },
} as const satisfies JSONSchema

export type Article = ResolvedFromSchema<typeof articleSchema, MarkdownField> & { id: string }
