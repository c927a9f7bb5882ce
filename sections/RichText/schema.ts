import type { JSONSchema } from 'json-schema-to-ts'
import { markdown } from '../../schemas/contentKeywords.ts'
import type { MarkdownField, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A heading and a body of Markdown text (headings, paragraphs, lists, links, quotes, tables). */
export const richTextSchema = {
  title: 'Tekst',
  description: 'En overskrift og en brødtekst i Markdown (overskrifter, afsnit, lister, links, citater, tabeller).',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'body'],
  properties: {
    ...sectionBase('richText'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** The text in Markdown; its headings start at ### (under the section's heading). */
    body: { ...markdown(3), title: 'Brødtekst', description: 'Teksten i Markdown; dens overskrifter begynder ved ### (under sektionens overskrift).' },
  },
} as const satisfies JSONSchema

export type RichTextSection = ResolvedFromSchema<typeof richTextSchema, MarkdownField>
