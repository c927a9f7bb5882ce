import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../site/index.ts'
import BookingCalendar from './BookingCalendar.tsx'

const props = { id: 'book', type: 'bookingCalendar', title: 'Book en gratis samtale' } as const

describe('BookingCalendar', () => {
  afterEach(() => {
    vi.useRealTimers()
    delete (window as { Calendly?: unknown }).Calendly
    document.head.querySelectorAll('script').forEach((s) => s.remove())
  })

  it('has the loading text in the server-rendered HTML', () => {
    expect(renderToString(<BookingCalendar {...props} />)).toContain('Indlæser booking kalendar...')
  })

  it('loads the scheduling script once and initialises the widget with the event URL', async () => {
    const initInlineWidget = vi.fn()
    ;(window as { Calendly?: unknown }).Calendly = { initInlineWidget }
    render(<BookingCalendar {...props} />)
    await act(async () => {})
    expect(document.head.querySelectorAll(`script[src="${site.booking.scriptUrl}"]`)).toHaveLength(1)
    expect(initInlineWidget).toHaveBeenCalledWith(expect.objectContaining({ url: site.booking.eventUrl }))
    expect(screen.queryByText('Indlæser booking kalendar...')).not.toBeInTheDocument()
  })

  it('shows the error view with a mail link when the script never arrives', async () => {
    vi.useFakeTimers()
    render(<BookingCalendar {...props} />)
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser booking kalendar...')
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByRole('heading', { name: 'Booking ikke tilgængelig' })).toBeInTheDocument()
    expect(screen.getByText('Kalenderen kunne ikke indlæses. Kontakt os direkte i stedet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${site.email}`)
  })

  it('shows the error view when initialising the widget throws', async () => {
    ;(window as { Calendly?: unknown }).Calendly = { initInlineWidget: () => { throw new Error('broken widget') } }
    render(<BookingCalendar {...props} />)
    expect(await screen.findByRole('heading', { name: 'Booking ikke tilgængelig' })).toBeInTheDocument()
  })
})
