import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { imageSchema, textSchema } from '../shared.ts'

/** A built-in team member (SPEC.md "display team member"); their page lives at /team/{id}. */
export const teamMemberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'role', 'bio', 'expertise', 'image'],
  properties: {
    /** Full name. */
    name: textSchema,
    /** Role at the agency. */
    role: textSchema,
    /** A few sentences about the person. */
    bio: textSchema,
    /** Expertise tags. */
    expertise: { type: 'array', items: textSchema },
    /** Portrait. */
    image: imageSchema,
    /** LinkedIn profile. */
    linkedin: { type: 'string', pattern: '^https://[^\\s]+$' },
    /** Work e-mail, shown with a copy button. */
    email: { type: 'string', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
    /** Direct phone as displayed, e.g. "+45 12 34 56 78". */
    phone: { type: 'string', pattern: '^\\+\\d[\\d ]{6,}$' },
  },
} as const satisfies JSONSchema

export type TeamMember = FromSchema<typeof teamMemberSchema> & { id: string }
