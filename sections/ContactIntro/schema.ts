import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The contact page's heading with its promise badges. */
export const contactIntroSchema = {
  title: 'Kontaktsidens indledning',
  description: 'Kontaktsidens overskrift med bureauets løfter som små mærkater.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'lead', 'badges'],
  properties: {
    ...sectionBase('contactIntro'),
    /** Small label above the heading. */
    eyebrow: { ...textSchema, title: 'Overlinje', description: 'Lille tekst over overskriften.' },
    /** The page heading (h1). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sidens hovedoverskrift.' },
    /** One or two sentences under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En eller to sætninger under overskriften.' },
    /** Short promises shown as badges, e.g. "Uforpligtende samtale". */
    badges: {
      title: 'Mærkater',
      description: 'Korte løfter vist som mærkater, f.eks. "Uforpligtende samtale".',
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: { ...textSchema, title: 'Mærkat', description: 'Et kort løfte.' },
    },
  },
} as const satisfies JSONSchema

export type ContactIntroSection = FromSchema<typeof contactIntroSchema>
