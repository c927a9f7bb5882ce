import type { JsonLd } from '../defineSection.ts'
import type { FaqSection } from './schema.ts'

/** The questions and answers as schema.org FAQPage. */
export function structuredData({ questions }: FaqSection): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  }
}
