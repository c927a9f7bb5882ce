import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import OwnerCards from './OwnerCards.tsx'

const image = { src: 'team/x.webp', alt: '', width: 480, height: 480 }

describe('OwnerCards', () => {
  it('shows each owner with role, bio and expertise, and the call to action', () => {
    const members = [
      { id: 'mads-kristensen', name: 'Mads Kristensen', role: 'Medejer', bio: 'Mads sætter strategien.', expertise: ['Strategi', 'Google Ads'], image },
      { id: 'sofie-lund', name: 'Sofie Lund', role: 'Medejer', bio: 'Sofie styrer kampagnerne.', expertise: ['Meta Ads'], image },
    ]
    render(
      <OwnerCards id="ejerne" type="ownerCards" title="Folkene bag" members={members} action={{ label: 'Book en dialog og en kop kaffe', href: '/kontakt' }} />,
    )
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h3'))
    expect(cards).toHaveLength(2)
    const mads = within(cards[0]!)
    expect(mads.getByRole('link', { name: 'Mads Kristensen' })).toHaveAttribute('href', '/team/mads-kristensen')
    expect(mads.getByText('Mads sætter strategien.')).toBeInTheDocument()
    expect(mads.getByRole('img', { name: 'Portræt af Mads Kristensen' })).toHaveAttribute('loading', 'lazy')
    expect(mads.getByRole('list', { name: /Ekspertise/ })).toHaveTextContent('StrategiGoogle Ads')
    expect(screen.getByRole('link', { name: 'Book en dialog og en kop kaffe' })).toHaveAttribute('href', '/kontakt')
  })
})
