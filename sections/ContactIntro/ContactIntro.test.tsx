import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ContactIntro from './ContactIntro.tsx'

describe('ContactIntro', () => {
  it('shows the heading, lead and the promise badges as a list', () => {
    render(
      <ContactIntro
        id="kontakt"
        type="contactIntro"
        title="Lad os tage en snak"
        lead="Book en gratis gennemgang."
        badges={['Uforpligtende samtale', 'Svar inden for 24 timer']}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Lad os tage en snak' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Uforpligtende samtale', 'Svar inden for 24 timer'])
  })
})
