import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CardGrid from './CardGrid.tsx'

describe('CardGrid', () => {
  it('shows each card with its title as h3, description, figure and facts; icons are hidden from assistive technology', () => {
    const { container } = render(
      <CardGrid
        id="eksempler"
        type="cardGrid"
        title="Eksempler"
        lead="Seks eksempler."
        cards={[
          { title: 'Påmindelser', description: 'SMS før aftaler.', icon: 'message', figure: { value: '78%', label: 'færre ombookinger' } },
          { title: 'Open source-platform', description: 'Fleksibel.', facts: ['Levering: 3-5 uger'] },
        ]}
      />,
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Påmindelser', 'Open source-platform'])
    expect(screen.getByText('78%').parentElement).toHaveTextContent('78% færre ombookinger')
    expect(screen.getByText('Levering: 3-5 uger')).toBeInTheDocument()
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })
})
