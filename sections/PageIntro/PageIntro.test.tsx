import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import PageIntro from './PageIntro.tsx'

describe('PageIntro', () => {
  it('shows the heading and the last-updated date in Danish long format', () => {
    render(<PageIntro id="intro" type="pageIntro" title="Privatlivspolitik" lead="Sådan passer vi på dine data." updated="2024-01-01" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Privatlivspolitik' })).toBeInTheDocument()
    expect(screen.getByText('1. januar 2024')).toHaveAttribute('datetime', '2024-01-01')
    expect(screen.getByText(/Sidst opdateret/)).toBeInTheDocument()
  })
})
