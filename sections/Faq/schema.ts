import type { JSONSchema } from 'json-schema-to-ts'
import { itemRef } from '../../schemas/contentKeywords.ts'
import type { ItemsOf, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** Questions and answers from the FAQ collection, in a single-open accordion that works without JavaScript. */
export const faqSchema = {
  title: 'Ofte stillede spørgsmål',
  description: 'Spørgsmål og svar fra samlingen faqs, hvor ét svar er åbent ad gangen. Virker også uden JavaScript.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'questions'],
  properties: {
    ...sectionBase('faq'),
    /** The section heading (h2), e.g. "Ofte stillede spørgsmål". */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift, f.eks. "Ofte stillede spørgsmål".' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The FAQ set to show, by id (data/collections/faqs.json). */
    questions: { ...itemRef('faqs', 'accordion'), title: 'Spørgsmål', description: 'Det sæt spørgsmål, der vises (fra samlingen faqs).' },
  },
} as const satisfies JSONSchema

export type FaqSection = ResolvedFromSchema<typeof faqSchema, ItemsOf<'faqs', 'accordion'>>
