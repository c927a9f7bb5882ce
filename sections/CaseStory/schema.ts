import type { JSONSchema } from 'json-schema-to-ts'
import { markdown } from '../../schemas/contentKeywords.ts'
import type { MarkdownField, ResolvedFromSchema } from '../../schemas/resolvedContent.ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A case's story: the challenge, the solution (both Markdown) and the implementation steps, numbered from 1. */
export const caseStorySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'challengeTitle', 'challenge', 'solutionTitle', 'solution', 'stepsTitle', 'steps'],
  properties: {
    ...sectionBase('caseStory'),
    /** Heading of the challenge (h2), e.g. "Udfordringen". */
    challengeTitle: textSchema,
    /** The challenge in Markdown; its headings start at ###. */
    challenge: markdown(3),
    /** Heading of the solution (h2), e.g. "Løsningen". */
    solutionTitle: textSchema,
    /** The solution in Markdown; its headings start at ###. */
    solution: markdown(3),
    /** Heading of the steps (h2), e.g. "Sådan gjorde vi". */
    stepsTitle: textSchema,
    /** The implementation steps in order; shown numbered from 1. */
    steps: {
      type: 'array',
      minItems: 2,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: {
          /** The step's name (h3). */
          title: textSchema,
          /** What happened in this step. */
          text: textSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type CaseStorySection = ResolvedFromSchema<typeof caseStorySchema, MarkdownField>
