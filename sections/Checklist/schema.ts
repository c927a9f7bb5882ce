import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A heading and a list of short points, each with a tick (what is included, what we design, what we automate). */
export const checklistSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'items'],
  properties: {
    ...sectionBase('checklist'),
    /** The section heading (h2). */
    title: textSchema,
    /** An optional sentence under the heading. */
    lead: textSchema,
    /** The points, in display order. */
    items: { type: 'array', minItems: 1, maxItems: 16, items: textSchema },
  },
} as const satisfies JSONSchema

export type ChecklistSection = FromSchema<typeof checklistSchema>
