import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import CallToAction from './CallToAction.tsx'

describe('CallToAction', () => {
  it('shows the heading, the text and the buttons', () => {
    render(
      <CallToAction
        id="kontakt-os"
        type="callToAction"
        title="Hvor meget tid kan du spare?"
        text="Book en gratis audit."
        actions={[{ label: 'Book en gratis audit', href: '/kontakt' }]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Hvor meget tid kan du spare?' })).toBeInTheDocument()
    expect(screen.getByText('Book en gratis audit.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book en gratis audit' })).toHaveAttribute('href', '/kontakt')
  })
})
