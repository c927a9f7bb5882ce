import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { sectionBase, textSchema } from '../../schemas/shared.ts'

/** The inline booking calendar of the third-party scheduling service (its URLs are in data/site.json). */
export const bookingCalendarSchema = {
  title: 'Bookingkalender',
  description: 'Bookingtjenestens kalender, indlejret på siden, så den besøgende kan booke et møde (tjenestens adresser står i data/site.json).',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'title'],
  properties: {
    ...sectionBase('bookingCalendar'),
    /** Heading above the calendar (h2). */
    title: { ...textSchema, title: 'Overskrift', description: 'Overskriften over kalenderen.' },
    /** What the visitor books, in a sentence. */
    lead: { ...textSchema, title: 'Indledning', description: 'Én sætning om, hvad den besøgende booker.' },
  },
} as const satisfies JSONSchema

export type BookingCalendarSection = FromSchema<typeof bookingCalendarSchema>
