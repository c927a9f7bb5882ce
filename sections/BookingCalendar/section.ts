import { defineSection } from '../defineSection.ts'
import { bookingCalendarSchema, type BookingCalendarSection } from './schema.ts'

export default defineSection<BookingCalendarSection>({
  schema: bookingCalendarSchema,
  // Loads the scheduling widget and shows its loading and error states. Hydrates near
  // the viewport: below the fold (the home page's contact section) neither xstate nor the third-party
  // script loads with the page.
  hydration: 'interactive',
})
