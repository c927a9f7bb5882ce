import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** A heading and a list of short points, each with a tick (what is included, what we design, what we automate). */
export const checklistSchema = {
  title: 'Tjekliste',
  description: 'En overskrift og en liste af korte punkter med flueben: hvad der er inkluderet, hvad vi designer, hvad vi automatiserer.',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title', 'items'],
  properties: {
    ...sectionBase('checklist'),
    /** The section heading (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Sektionens overskrift.' },
    /** An optional sentence under the heading. */
    lead: { ...textSchema, title: 'Indledning', description: 'En valgfri sætning under overskriften.' },
    /** The points, in display order. */
    items: {
      title: 'Punkter',
      description: 'Punkterne i den rækkefølge, de vises.',
      type: 'array',
      minItems: 1,
      maxItems: 16,
      items: { ...textSchema, title: 'Punkt', description: 'Et kort punkt.' },
    },
  },
} as const satisfies JSONSchema

export type ChecklistSection = FromSchema<typeof checklistSchema>
