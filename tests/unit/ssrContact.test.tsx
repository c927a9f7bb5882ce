// @vitest-environment node
// Prerendering runs without a DOM: the contact sections must render their first state there.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import BookingCalendar from '../../sections/BookingCalendar/BookingCalendar.tsx'
import ContactForm from '../../sections/ContactForm/ContactForm.tsx'

describe('contact sections on the server', () => {
  it('the booking calendar prerenders its loading state', () => {
    expect(renderToString(<BookingCalendar id="book" type="bookingCalendar" title="Book" />)).toContain('Indlæser booking kalendar...')
  })

  it('the contact form prerenders its fields', () => {
    const html = renderToString(<ContactForm id="skriv" type="contactForm" title="Skriv til os" />)
    expect(html).toContain('Send besked')
    expect(html).toMatch(/<textarea[^>]*name="message"/)
  })
})
