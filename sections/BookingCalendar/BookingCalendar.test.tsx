import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readConsent } from '../../consent/consentCookie.ts'
import { site } from '../../site/index.ts'
import { forgetConsent, storeConsent } from '../../tests/consent.ts'

const props = { id: 'book', type: 'bookingCalendar', title: 'Book en gratis samtale' } as const
const scripts = () => document.head.querySelectorAll(`script[src="${site.booking.scriptUrl}"]`)

/** The component with a fresh consent store, as on a page load. */
async function freshBookingCalendar() {
  vi.resetModules()
  return (await import('./BookingCalendar.tsx')).default
}

describe('BookingCalendar', () => {
  beforeEach(forgetConsent)
  afterEach(() => {
    vi.useRealTimers()
    delete (window as { Calendly?: unknown }).Calendly
    document.head.querySelectorAll('script').forEach((s) => s.remove())
  })

  it('prerenders the consent placeholder, with the loading text for a visitor who allowed it earlier', async () => {
    const BookingCalendar = await freshBookingCalendar()
    const html = renderToString(<BookingCalendar {...props} />)
    expect(html).toContain('Kalenderen venter på dit samtykke')
    expect(html).toContain('data-consent-needs="preferences"')
    expect(html).toContain('Indlæser booking kalendar...')
  })

  it('without consent requests nothing from the scheduling service, says who provides it, and offers "Send Email"', async () => {
    vi.useFakeTimers()
    const BookingCalendar = await freshBookingCalendar()
    render(<BookingCalendar {...props} />)
    act(() => vi.advanceTimersByTime(20_000))
    expect(scripts()).toHaveLength(0)
    expect(screen.getByRole('heading', { name: 'Kalenderen venter på dit samtykke' })).toBeInTheDocument()
    expect(screen.getByText(/hentes fra Calendly, som kan sætte cookies/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${site.email}`)
  })

  it('"Tillad præferencecookies og vis kalenderen" records that consent and loads the widget with the event URL', async () => {
    const initInlineWidget = vi.fn()
    ;(window as { Calendly?: unknown }).Calendly = { initInlineWidget }
    const BookingCalendar = await freshBookingCalendar()
    render(<BookingCalendar {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Tillad præferencecookies og vis kalenderen' }))
    await vi.waitFor(() => expect(initInlineWidget).toHaveBeenCalledWith(expect.objectContaining({ url: site.booking.eventUrl })))
    expect(scripts()).toHaveLength(1)
    expect(readConsent(document.cookie, site.consent)?.choices.preferences).toBe(true)
    expect(screen.queryByText('Indlæser booking kalendar...')).not.toBeInTheDocument()
  })

  it('withdrawing consent removes the widget and asks again', async () => {
    storeConsent({ preferences: true })
    ;(window as { Calendly?: unknown }).Calendly = {
      initInlineWidget: ({ parentElement }: { parentElement: HTMLElement }) =>
        parentElement.append(Object.assign(document.createElement('iframe'), { title: 'Calendly' })),
    }
    const BookingCalendar = await freshBookingCalendar()
    const { sendConsent } = await import('../../consent/consentStore.ts')
    render(<BookingCalendar {...props} />)
    expect(await screen.findByTitle('Calendly')).toBeInTheDocument()
    await act(async () => sendConsent({ type: 'REJECT_ALL' }))
    await vi.waitFor(() => expect(screen.queryByTitle('Calendly')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Kalenderen venter på dit samtykke' })).toBeInTheDocument()
  })

  it('with consent, shows the error view with a mail link when the script never arrives', async () => {
    storeConsent({ preferences: true })
    vi.useFakeTimers()
    const BookingCalendar = await freshBookingCalendar()
    render(<BookingCalendar {...props} />)
    expect(screen.getByText('Indlæser booking kalendar...')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByRole('heading', { name: 'Booking ikke tilgængelig' })).toBeInTheDocument()
    expect(screen.getByText('Kalenderen kunne ikke indlæses. Kontakt os direkte i stedet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${site.email}`)
  })

  it('with consent, shows the error view when initialising the widget throws', async () => {
    storeConsent({ preferences: true })
    ;(window as { Calendly?: unknown }).Calendly = {
      initInlineWidget: () => {
        throw new Error('broken widget')
      },
    }
    const BookingCalendar = await freshBookingCalendar()
    render(<BookingCalendar {...props} />)
    expect(await screen.findByRole('heading', { name: 'Booking ikke tilgængelig' })).toBeInTheDocument()
  })
})
