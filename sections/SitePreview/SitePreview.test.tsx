import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../tests/render.tsx'
import SitePreview from './SitePreview.tsx'

let reveal: ((entries: { isIntersecting: boolean }[]) => void) | undefined
afterEach(() => vi.unstubAllGlobals())

describe('SitePreview', () => {
  it('frames the site, once near the viewport, in a sandbox without its own origin, and links to it in a new tab', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof reveal) {
          reveal = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    render(
      <SitePreview
        id="hjemmesiden"
        type="sitePreview"
        title="Se hjemmesiden"
        url="https://example.dk"
        siteName="Eksempels hjemmeside"
        visitLabel="Besøg Website"
      />,
    )
    expect(screen.queryByTitle('Forhåndsvisning af Eksempels hjemmeside')).toBeNull()
    act(() => reveal!([{ isIntersecting: true }]))
    const frame = await screen.findByTitle('Forhåndsvisning af Eksempels hjemmeside')
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
