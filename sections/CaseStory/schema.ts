import type { JSONSchema } from 'json-schema-to-ts'
import { markdown } from '../../schemas/contentKeywords.ts'
import type { MarkdownField, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A case's story: the challenge, the solution (both Markdown) and the implementation steps, numbered from 1. */
export const caseStorySchema = {
  title: 'Casens forløb',
  description: 'Historien om en case: udfordringen og løsningen (begge i Markdown) og trinene i forløbet, nummereret fra 1.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'challengeTitle', 'challenge', 'solutionTitle', 'solution', 'stepsTitle', 'steps'],
  properties: {
    ...sectionBase('caseStory'),
    /** Heading of the challenge (h2), e.g. "Udfordringen". */
    challengeTitle: { ...textSchema, title: 'Overskrift på udfordringen', description: 'Overskriften over udfordringen, f.eks. "Udfordringen".' },
    /** The challenge in Markdown; its headings start at ###. */
    challenge: { ...markdown(3), title: 'Udfordringen', description: 'Udfordringen i Markdown; dens overskrifter begynder ved ###.' },
    /** Heading of the solution (h2), e.g. "Løsningen". */
    solutionTitle: { ...textSchema, title: 'Overskrift på løsningen', description: 'Overskriften over løsningen, f.eks. "Løsningen".' },
    /** The solution in Markdown; its headings start at ###. */
    solution: { ...markdown(3), title: 'Løsningen', description: 'Løsningen i Markdown; dens overskrifter begynder ved ###.' },
    /** Heading of the steps (h2), e.g. "Sådan gjorde vi". */
    stepsTitle: { ...textSchema, title: 'Overskrift på forløbet', description: 'Overskriften over trinene, f.eks. "Sådan gjorde vi".' },
    /** The implementation steps in order; shown numbered from 1. */
    steps: {
      title: 'Trin',
      description: 'Trinene i forløbet i rækkefølge; de nummereres fra 1.',
      type: 'array',
      minItems: 2,
      items: {
        title: 'Trin',
        description: 'Et trin: dets navn og hvad der skete.',
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: {
          /** The step's name (h3). */
          title: { ...textSchema, title: 'Navn', description: 'Trinets navn.' },
          /** What happened in this step. */
          text: { ...textSchema, title: 'Tekst', description: 'Hvad der skete i dette trin.' },
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CaseStorySection = ResolvedFromSchema<typeof caseStorySchema, MarkdownField>
