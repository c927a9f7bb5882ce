import { defineSection } from '../defineSection.ts'
import { bookingCalendarSchema, type BookingCalendarSection } from './schema.ts'

export default defineSection<BookingCalendarSection>({
  schema: bookingCalendarSchema,
  // Loads the scheduling widget and shows its loading and error states; until the visitor allows
  // the purpose it needs, a placeholder whose button allows it.
  hydration: 'interactive',
  startsNear: {
    reason: 'Henter bookingkalenderen hos udbyderen, så snart den er i nærheden af skærmen og den besøgende har tilladt de cookies, den kræver.',
    when: (_section, site) => ({ consent: site.consent.embeds.booking.purpose }),
  },
})
