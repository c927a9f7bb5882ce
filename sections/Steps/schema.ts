import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A numbered process: how a collaboration runs, step by step. */
export const stepsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'steps'],
  properties: {
    ...sectionBase('steps'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The steps in order; they are numbered from 1. */
    steps: {
      type: 'array',
      minItems: 2,
      maxItems: 8,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'description'],
        properties: {
          /** The step's name (h3). */
          title: textSchema,
          /** What happens in this step. */
          description: textSchema,
        },
      },
    },
  },
} as const satisfies JSONSchema

export type StepsSection = FromSchema<typeof stepsSchema>
