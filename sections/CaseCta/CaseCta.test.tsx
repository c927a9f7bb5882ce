import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseCta from './CaseCta.tsx'

describe('CaseCta', () => {
  it('closes the case with a heading, a sentence and one button-styled link to its target', () => {
    render(
      <CaseCta
        id="kontakt"
        type="caseCta"
        title="Skal du være den næste case?"
        text="Fortæl os om dine mål."
        action={{ label: 'Uforpligtende dialog og kaffe?', href: '/kontakt' }}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Skal du være den næste case?' })).toBeInTheDocument()
    expect(screen.getByText('Fortæl os om dine mål.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Uforpligtende dialog og kaffe?' })).toHaveAttribute('href', '/kontakt')
  })
})
