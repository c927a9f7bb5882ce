import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { isoDateSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A plain page heading: h1, optional lead and optional "last updated" date. */
export const pageIntroSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('pageIntro'),
    /** Small label above the heading. */
    eyebrow: textSchema,
    /** The page heading (rendered as h1). */
    title: textSchema,
    /** Introductory sentence(s) under the heading. */
    lead: textSchema,
    /** When the content was last updated (YYYY-MM-DD); shown in Danish long format. */
    updated: isoDateSchema,
  },
} as const satisfies JSONSchema

export type PageIntroSection = FromSchema<typeof pageIntroSchema>
