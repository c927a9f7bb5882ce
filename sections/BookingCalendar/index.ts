import type { SectionComponent } from '../types.ts'
import BookingCalendar from './BookingCalendar.tsx'

export default BookingCalendar satisfies SectionComponent<'bookingCalendar'>
