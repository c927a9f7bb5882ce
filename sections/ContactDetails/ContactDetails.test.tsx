import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { site } from '../../site/index.ts'
import ContactDetails from './ContactDetails.tsx'

const props = {
  id: 'kontaktinfo',
  type: 'contactDetails',
  title: 'Sådan fanger du os',
  quickHelp: { title: 'Har du brug for hurtig hjælp?', text: 'Ring til os.', callLabel: 'Ring nu' },
} as const

describe('ContactDetails', () => {
  afterEach(() => vi.useRealTimers())

  it('shows address, phone, e-mail and opening hours from the site config, and the call card', () => {
    render(<ContactDetails {...props} />)
    expect(screen.getByText('Eksempelvej 1, 8000 Aarhus C')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+4512345678')
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
    expect(screen.getByText(/Man-fre 09:00-17:00/)).toHaveTextContent('Weekend efter aftale')
    expect(screen.getByRole('heading', { name: 'Har du brug for hurtig hjælp?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Ring nu/ })).toHaveAttribute('href', 'tel:+4512345678')
  })

  it('copies the e-mail and confirms it for 2 seconds', async () => {
    vi.useFakeTimers()
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<ContactDetails {...props} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kopiér e-mail' })))
    expect(writeText).toHaveBeenCalledWith(site.email)
    expect(screen.getByRole('button', { name: /Kopieret/ })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Kopieret')
    act(() => vi.advanceTimersByTime(1_999))
    expect(screen.getByRole('button', { name: /Kopieret/ })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('button', { name: 'Kopiér e-mail' })).toBeInTheDocument()
  })

  it('lists the countries when given, and leaves out the call card when it is not', () => {
    const countries = ['Danmark', 'Sverige', 'Tyskland', 'Polen', 'Australien', 'Holland']
    render(<ContactDetails id="contact" type="contactDetails" title="Kontakt os" countries={{ title: 'Kunder i seks lande', items: countries }} />)
    const heading = screen.getByRole('heading', { name: 'Kunder i seks lande' })
    const list = heading.parentElement!.querySelector('ul')!
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(countries)
    expect(screen.queryByRole('link', { name: /Ring nu/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Kopiér e-mail' })).toBeInTheDocument()
  })
})
