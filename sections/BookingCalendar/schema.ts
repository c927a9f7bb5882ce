import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The inline booking calendar of the third-party scheduling service (its URLs are in data/site.json). */
export const bookingCalendarSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('bookingCalendar'),
    /** Heading above the calendar (h2). */
    title: textSchema,
    /** What the visitor books, in a sentence. */
    lead: textSchema,
  },
} as const satisfies JSONSchema

export type BookingCalendarSection = FromSchema<typeof bookingCalendarSchema>
