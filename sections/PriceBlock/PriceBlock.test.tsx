import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import { formatPrice, kroner } from './formatPrice.ts'
import PriceBlock from './PriceBlock.tsx'

describe('kroner', () => {
  it('groups thousands as Intl writes a Danish number', () => {
    const intl = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 0 })
    for (const amount of [0, 7, 999, 1000, 6000, 16000, 123456, 1234567, 2499.6]) expect(kroner(amount)).toBe(intl.format(amount))
  })
})

describe('formatPrice', () => {
  it('writes prices in Danish format', () => {
    expect(formatPrice({ amount: 6000, from: true, period: 'month' })).toBe('Fra 6.000 kr. om måneden')
    expect(formatPrice({ amount: 16000, from: true, period: 'once' })).toBe('Fra 16.000 kr.')
    expect(formatPrice({ amount: 10000 })).toBe('10.000 kr.')
  })
})

describe('PriceBlock', () => {
  const base = {
    id: 'pris',
    type: 'priceBlock' as const,
    title: 'Pris',
    service: { id: 'video-produktion', title: 'Videoproduktion' },
    description: 'En fast pris for idé, optagelse og klip.',
    includes: ['4 timers optagelse', '2-4 annoncevideoer'],
    action: { label: 'Book en gratis samtale', href: '/kontakt' },
  }

  it('shows the price, what it includes, the delivery promises and the call to action', () => {
    render(
      <PriceBlock
        {...base}
        price={{ amount: 10000, from: true, period: 'once' }}
        promises={[
          { label: 'Enkle videoer', value: '1-2 uger' },
          { label: 'Komplekse videoer', value: '3-4 uger' },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Pris' })).toBeInTheDocument()
    expect(screen.getByText('Fra 10.000 kr.')).toBeInTheDocument()
    expect(screen.getByText('4 timers optagelse')).toBeInTheDocument()
    expect(screen.getByText('2-4 annoncevideoer')).toBeInTheDocument()
    expect(screen.getByText('Enkle videoer').nextElementSibling).toHaveTextContent('1-2 uger')
    expect(screen.getByText('Komplekse videoer').nextElementSibling).toHaveTextContent('3-4 uger')
    expect(screen.getByRole('link', { name: 'Book en gratis samtale' })).toHaveAttribute('href', '/kontakt')
  })

  it('shows how the service is priced when it has no fixed price', () => {
    render(<PriceBlock {...base} priceText="Fast pris efter en gratis audit" />)
    expect(screen.getByText('Fast pris efter en gratis audit')).toBeInTheDocument()
    expect(screen.queryByText(/kr\./)).toBeNull()
  })
})
