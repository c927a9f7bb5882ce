import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The cookie policy's "manage cookie preferences" block: a short text and the button that opens the choices. */
export const cookieSettingsSchema = {
  title: 'Cookieindstillinger',
  description: 'Cookiepolitikkens blok til at ændre sine cookievalg: en kort tekst og knappen, der åbner valgene.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'text', 'buttonLabel'],
  properties: {
    ...sectionBase('cookieSettings'),
    /** Heading of the block (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Blokkens overskrift.' },
    /** Explanation above the button. */
    text: { ...textSchema, title: 'Tekst', description: 'Forklaringen over knappen.' },
    /** Label of the button that opens the preferences dialog. */
    buttonLabel: { ...textSchema, title: 'Tekst på knappen', description: 'Teksten på knappen, der åbner cookievalgene.' },
  },
} as const satisfies JSONSchema

export type CookieSettingsSection = FromSchema<typeof cookieSettingsSchema>
