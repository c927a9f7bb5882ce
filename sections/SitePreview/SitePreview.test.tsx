import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import SitePreview from './SitePreview.tsx'

const website = {
  id: 'eksempel',
  client: { id: 'eksempel', name: 'Eksempel ApS' },
  url: 'https://example.dk',
  description: 'Et eksempel.',
  previewType: 'iframe' as const,
}
const section = <SitePreview id="hjemmesiden" type="sitePreview" title="Se hjemmesiden" website={website} visitLabel="Besøg Website" />

describe('SitePreview', () => {
  it('shows the site\'s card first and frames the live site only on "Vis live", sandboxed without its own origin', async () => {
    const { container } = render(section)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('example.dk', { selector: '[class*="coverHost"]' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Vis live: Eksempel ApS' }))
    const frame = screen.getByTitle('Forhåndsvisning af Eksempel ApS')
    expect(frame).toHaveAttribute('src', 'https://example.dk')
    expect(frame).not.toHaveAttribute('tabindex') // at its own size the live site can be used from the keyboard
    const sandbox = frame.getAttribute('sandbox')!.split(/\s+/)
    expect(sandbox).toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-same-origin')
  })

  it('links to the site in a new tab and says what to do if the preview stays empty', () => {
    render(section)
    const link = screen.getByRole('link', { name: /Besøg Website/ })
    expect(link).toHaveAttribute('href', 'https://example.dk')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
    expect(screen.getByText(/Kan forhåndsvisningen ikke vises/)).toBeInTheDocument()
  })

  it('prerenders no frame: nothing of the client site loads with the page', () => {
    expect(renderToString(section)).not.toContain('<iframe')
  })
})
