import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import SitePreview from './SitePreview.tsx'

describe('SitePreview', () => {
  it('frames the site lazily in a sandbox without its own origin and links to it in a new tab', () => {
    render(<SitePreview id="hjemmesiden" type="sitePreview" title="Se hjemmesiden" url="https://example.dk" siteName="Eksempels hjemmeside" visitLabel="Besøg Website" />)
    const frame = screen.getByTitle('Forhåndsvisning af Eksempels hjemmeside')
    expect(frame).toHaveAttribute('src', 'https://example.dk')
    expect(frame).toHaveAttribute('loading', 'lazy')
    const sandbox = frame.getAttribute('sandbox')!.split(/\s+/)
    expect(sandbox).toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-same-origin')
    const link = screen.getByRole('link', { name: /Besøg Website/ })
    expect(link).toHaveAttribute('href', 'https://example.dk')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(screen.getByText(/Kan forhåndsvisningen ikke vises/)).toBeInTheDocument()
  })
})
