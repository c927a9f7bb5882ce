import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { HeroSection } from './schema.ts'
import { render } from '../../tests/render.tsx'
import Hero from './Hero.tsx'

const hero: HeroSection = {
  id: 'hero',
  type: 'hero',
  title: 'Flere kunder',
  lead: 'Vi hjælper webshops.',
  actions: [
    { label: 'Book en samtale', href: '/kontakt' },
    { label: 'Få en gennemgang', href: '/kontakt' },
  ],
  stats: [
    { value: '27', unit: 'mdr.', label: 'gennemsnitligt samarbejde' },
    { value: '0', label: 'bindingsperiode' },
  ],
  logos: { title: 'Kunder', clients: [{ id: 'cph-flyt', name: 'CPH Flyt', logo: { src: 'logos/Frame 79.png', width: 240, height: 80 } }] },
}

describe('Hero', () => {
  it('renders the headline as the page h1 and the booking buttons', () => {
    render(<Hero {...hero} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Flere kunder' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book en samtale' })).toHaveAttribute('href', '/kontakt')
    expect(screen.getByRole('link', { name: 'Få en gennemgang' })).toHaveAttribute('href', '/kontakt')
  })

  it('pairs each figure with its label for screen readers', () => {
    render(<Hero {...hero} />)
    const stats = screen.getByLabelText('Nøgletal')
    expect(within(stats).getByText('gennemsnitligt samarbejde').nextElementSibling).toHaveTextContent('27 mdr.')
  })

  it('shows each logo once to assistive technology, with size and lazy loading, from the media store', () => {
    render(<Hero {...hero} />)
    const logo = screen.getByRole('img', { name: 'CPH Flyt' })
    expect(logo).toHaveAttribute('src', '/media/logos/Frame%2079.png')
    expect(logo).toHaveAttribute('width', '240')
    expect(logo).toHaveAttribute('height', '80')
    expect(logo).toHaveAttribute('loading', 'lazy')
    expect(screen.getAllByRole('img')).toHaveLength(1)
  })
})
