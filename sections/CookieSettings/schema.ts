import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The cookie policy's "manage cookie preferences" block: a short text and the button that opens the choices. */
export const cookieSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'text', 'buttonLabel'],
  properties: {
    ...sectionBase('cookieSettings'),
    /** Heading of the block (h2). */
    title: textSchema,
    /** Explanation above the button. */
    text: textSchema,
    /** Label of the button that opens the preferences dialog. */
    buttonLabel: textSchema,
  },
} as const satisfies JSONSchema

export type CookieSettingsSection = FromSchema<typeof cookieSettingsSchema>
