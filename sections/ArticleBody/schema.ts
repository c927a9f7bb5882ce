import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** An article's text (its Markdown body) and the closing call to action to /kontakt with the article's button text. */
export const articleBodySchema = {
  title: 'Artikeltekst',
  description: 'Artiklens brødtekst og en afsluttende opfordring til at tage kontakt, med artiklens egen knaptekst.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'article', 'ctaTitle', 'ctaText'],
  properties: {
    ...sectionBase('articleBody'),
    /** The article, by id (data/collections/articles/<id>.json and <id>.md). */
    article: { ...itemRef('articles', 'full'), title: 'Artikel', description: 'Den artikel, hvis tekst vises (fra samlingen articles).' },
    /** Heading (h2) of the closing call to action. */
    ctaTitle: {
      ...textSchema,
      title: 'Overskrift på den afsluttende opfordring',
      description: 'Overskriften over opfordringen til at tage kontakt efter artiklen.',
    },
    /** One or two sentences under it; the button text is the article's `ctaLabel`. */
    ctaText: {
      ...textSchema,
      title: 'Tekst på den afsluttende opfordring',
      description: 'En eller to sætninger under overskriften. Knappens tekst er artiklens egen (ctaLabel).',
    },
  },
} as const satisfies JSONSchema

export type ArticleBodySection = ResolvedFromSchema<typeof articleBodySchema, ItemsOf<'articles', 'full'>>
