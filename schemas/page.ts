import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { textSchema } from './shared.ts'

/** What goes into the page's <head>. */
export const pageHeadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: {
    /** The <title>; keep it under about 60 characters. */
    title: { type: 'string', minLength: 3, maxLength: 70 },
    /** The meta description; about 110-160 characters. */
    description: { type: 'string', minLength: 50, maxLength: 170 },
    /** Meta keywords, for the pages that set them. */
    keywords: { type: 'array', minItems: 1, items: textSchema },
    /** Sharing (Open Graph / Twitter) values; each falls back to the page's title, description and the site's default image. */
    social: {
      type: 'object',
      additionalProperties: false,
      properties: {
        /** Title when shared. */
        title: textSchema,
        /** Description when shared. */
        description: textSchema,
        /** Image path under /public, e.g. "/og/default.png" (1200x630). */
        image: { type: 'string', pattern: '^/[^\\s]+\\.(png|jpe?g|webp)$' },
      },
    },
    /** Keep the page out of search engines and the sitemap. */
    noindex: { type: 'boolean' },
    /** Short name in breadcrumbs, e.g. "Google Ads"; defaults to the title up to " | ". */
    breadcrumb: { type: 'string', minLength: 1, maxLength: 40 },
  },
} as const satisfies JSONSchema

export type PageHead = FromSchema<typeof pageHeadSchema>

/** The outer shape of a page file; each section is then checked against its own type's schema. */
export const pageShellSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['head', 'sections'],
  properties: {
    /** Path to the JSON Schema, for editor autocompletion. */
    $schema: { type: 'string' },
    head: pageHeadSchema,
    /** The page's sections, rendered in this order. */
    sections: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['id', 'type'],
        properties: { id: { type: 'string' }, type: { type: 'string' } },
      },
    },
  },
} as const satisfies JSONSchema
