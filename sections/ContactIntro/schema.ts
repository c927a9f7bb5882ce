import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The contact page's heading with its promise badges. */
export const contactIntroSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'lead', 'badges'],
  properties: {
    ...sectionBase('contactIntro'),
    /** Small label above the heading. */
    eyebrow: textSchema,
    /** The page heading (h1). */
    title: textSchema,
    /** One or two sentences under the heading. */
    lead: textSchema,
    /** Short promises shown as badges, e.g. "Uforpligtende samtale". */
    badges: { type: 'array', minItems: 1, maxItems: 4, items: textSchema },
  },
} as const satisfies JSONSchema

export type ContactIntroSection = FromSchema<typeof contactIntroSchema>
