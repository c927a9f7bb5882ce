import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import ServiceHero from './ServiceHero.tsx'

describe('ServiceHero', () => {
  it('shows the badge, the headline as h1, the lead, the calls to action and the highlights', () => {
    render(
      <ServiceHero
        id="intro"
        type="serviceHero"
        badge="Automatisering"
        title="Lad opgaverne klare sig selv"
        lead="Vi automatiserer booking."
        actions={[{ label: 'Book en audit', href: '/kontakt' }]}
        highlights={['Spar 20-40% tid']}
      />,
    )
    expect(screen.getByText('Automatisering')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Lad opgaverne klare sig selv' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book en audit' })).toHaveAttribute('href', '/kontakt')
    expect(screen.getByRole('listitem')).toHaveTextContent('Spar 20-40% tid')
  })
})
