import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import Highlights from './Highlights.tsx'

describe('Highlights', () => {
  it('shows the heading and each point in order with its own heading', () => {
    const items = [
      { title: 'Målrettet tilgang', text: 'Vi starter med dit mål.' },
      { title: 'Partnerskab', text: 'Vi er en del af dit team.' },
      { title: 'Innovation', text: 'Vi tester nyt først.' },
      { title: 'Ærlighed', text: 'Du får de rigtige tal.' },
    ]
    render(<Highlights id="vaerdier" type="highlights" title="Vores værdier" items={items} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Vores værdier' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((item) => item.title))
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    expect(screen.getByText('Du får de rigtige tal.')).toBeInTheDocument()
  })
})
