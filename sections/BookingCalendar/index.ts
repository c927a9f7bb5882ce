export { default } from './BookingCalendar.tsx'
