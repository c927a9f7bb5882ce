import type { JSONSchema } from 'json-schema-to-ts'
import { itemRefs } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/**
 * The blog's article list: search box, category select, the first match featured and the rest in a
 * grid, newest first. The filter lives in the URL (?q=...&kategori=...).
 */
export const blogListSchema = {
  title: 'Blogoversigt med søgning',
  description:
    'Bloggens liste over artikler: søgefelt, valg af kategori, det første resultat fremhævet og resten i et gitter, nyeste først. Søgningen står i sidens adresse, så den kan deles.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'gridTitle', 'articles'],
  properties: {
    ...sectionBase('blogList'),
    /** Heading (h2) above the grid of the other matches, e.g. "Seneste artikler". */
    gridTitle: {
      ...textSchema,
      title: 'Overskrift over gitteret',
      description: 'Overskriften over gitteret med de øvrige artikler, f.eks. "Seneste artikler".',
    },
    /** The articles to list: "all" or ids; they are shown newest first whatever the order here. */
    articles: {
      ...itemRefs('articles', 'card'),
      title: 'Artikler',
      description: 'De artikler, der kan vises: "all" for alle eller en liste af id\'er. De vises altid med den nyeste først, uanset rækkefølgen her.',
    },
  },
} as const satisfies JSONSchema

export type BlogListSection = ResolvedFromSchema<typeof blogListSchema, ItemsOf<'articles', 'card'>>
