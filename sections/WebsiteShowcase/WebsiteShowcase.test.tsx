import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import { PREVIEW_SANDBOX } from '../../components/BrowserPreview/index.ts'
import WebsiteShowcase from './WebsiteShowcase.tsx'

const websites = [
  { id: 'live', client: { id: 'live', name: 'Live Site' }, url: 'https://live.example.dk', description: 'Bygget med omhu.', previewType: 'iframe' as const },
  {
    id: 'billede',
    client: { id: 'billede', name: 'Billede Site' },
    url: 'https://billede.example.dk',
    description: 'Vist som skærmbillede.',
    previewType: 'screenshot' as const,
    screenshot: { src: 'websites/billede.webp', alt: 'Forsiden af Billede Site', width: 1280, height: 800 },
  },
]
const section = <WebsiteShowcase id="hjemmesider" type="websiteShowcase" title="Hjemmesider" websites={websites} />

describe('WebsiteShowcase', () => {
  it("shows a card with the site's name and address, and loads no frame until the visitor asks for the live site", () => {
    const { container } = render(section)
    expect(container.querySelectorAll('iframe')).toHaveLength(0)
    const card = screen.getAllByRole('article')[0]!
    expect(within(card).getAllByText('Live Site').length).toBeGreaterThan(1) // cover and heading
    expect(within(card).getAllByText('live.example.dk').length).toBeGreaterThan(0)
    expect(within(card).getByRole('button', { name: 'Vis live: Live Site' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('"Vis live" swaps in a sandboxed frame that never pairs scripts with the same origin, and pressing again removes it', async () => {
    const { container } = render(section)
    const toggle = screen.getByRole('button', { name: 'Vis live: Live Site' })
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const frames = container.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    const frame = frames[0]!
    expect(frame).toHaveAttribute('src', 'https://live.example.dk')
    expect(frame).toHaveAttribute('title', 'Forhåndsvisning af Live Site')
    const tokens = frame.getAttribute('sandbox')!.split(/\s+/)
    expect(tokens).toEqual(PREVIEW_SANDBOX.split(' '))
    expect(tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')).toBe(false)
    expect(tokens).not.toContain('allow-top-navigation')
    expect(tokens).not.toContain('allow-popups')
    await userEvent.click(toggle)
    expect(container.querySelectorAll('iframe')).toHaveLength(0)
  })

  it('shows a lazy screenshot with its size and alt text, and no live toggle, for previewType "screenshot"', () => {
    render(section)
    const image = screen.getByRole('img', { name: 'Forsiden af Billede Site' })
    expect(image).toHaveAttribute('src', '/media/websites/billede.webp')
    expect(image).toHaveAttribute('width', '1280')
    expect(image).toHaveAttribute('height', '800')
    expect(image).toHaveAttribute('loading', 'lazy')
    expect(within(screen.getAllByRole('article')[1]!).queryByRole('button')).toBeNull()
  })

  it('has a browser bar with the address and a "Besøg Website" link to a new tab per site', () => {
    render(section)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    const visit = within(cards[1]!).getByRole('link', { name: /Besøg Website/ })
    expect(visit).toHaveAttribute('href', 'https://billede.example.dk')
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
    expect(visit).toHaveAccessibleName('Besøg Website Billede Site (åbner i en ny fane)')
  })

  it('prerenders no frame at all (nothing third-party loads with the page) and marks the toggle as needing JavaScript', () => {
    const html = renderToString(section)
    expect(html).not.toContain('<iframe')
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*data-needs-script=""/)
  })
})
