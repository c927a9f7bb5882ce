import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { emailSchema, httpsUrlSchema, imageSchema, phoneSchema, textSchema } from '../shared.ts'

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
    linkedin: httpsUrlSchema,
    /** Work e-mail, shown with a copy button. */
    email: emailSchema,
    /** Direct phone as displayed, e.g. "+45 12 34 56 78". */
    phone: phoneSchema,
  },
} as const satisfies JSONSchema

export type TeamMember = FromSchema<typeof teamMemberSchema> & { id: string }
