import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { isoDateSchema, sectionBase, textSchema } from '../../schemas/shared.ts'

/** A plain page heading: h1, optional lead and optional "last updated" date. */
export const pageIntroSchema = {
  title: 'Sidens indledning',
  description: 'En enkel sideoverskrift med en valgfri indledning og en valgfri dato for seneste opdatering.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('pageIntro'),
    /** Small label above the heading. */
    eyebrow: { ...textSchema, title: 'Overlinje', description: 'Lille tekst over overskriften.' },
    /** The page heading (rendered as h1). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sidens hovedoverskrift.' },
    /** Introductory sentence(s) under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En eller flere indledende sætninger under overskriften.' },
    /** When the content was last updated (YYYY-MM-DD); shown in Danish long format. */
    updated: {
      ...isoDateSchema,
      title: 'Opdateret',
      description: 'Hvornår indholdet sidst blev opdateret, skrevet ÅÅÅÅ-MM-DD; vises som f.eks. "3. marts 2025".',
    },
  },
} as const satisfies JSONSchema

export type PageIntroSection = FromSchema<typeof pageIntroSchema>
