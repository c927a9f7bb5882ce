import { screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { render } from '../../tests/render.tsx'
import WebsiteShowcase, { PREVIEW_SANDBOX } from './WebsiteShowcase.tsx'

const websites = [
  { id: 'live', url: 'https://live.example.dk', title: 'Live Site', description: 'Bygget med omhu.', previewType: 'iframe' as const },
  {
    id: 'billede',
    url: 'https://billede.example.dk',
    title: 'Billede Site',
    description: 'Vist som skærmbillede.',
    previewType: 'screenshot' as const,
    screenshot: { src: 'websites/billede.webp', alt: 'Forsiden af Billede Site', width: 1280, height: 800 },
  },
]

describe('WebsiteShowcase', () => {
  it('frames a live preview in a lazy sandbox that never pairs scripts with the same origin', () => {
    const { container } = render(<WebsiteShowcase id="hjemmesider" type="websiteShowcase" title="Hjemmesider" websites={websites} />)
    const frames = container.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    const frame = frames[0]!
    expect(frame).toHaveAttribute('src', 'https://live.example.dk')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('title', 'Forhåndsvisning af Live Site')
    const tokens = frame.getAttribute('sandbox')!.split(/\s+/)
    expect(tokens).toEqual(PREVIEW_SANDBOX.split(' '))
    expect(tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')).toBe(false)
    expect(tokens).not.toContain('allow-top-navigation')
    expect(tokens).not.toContain('allow-popups')
  })

  it('shows a lazy screenshot with its size and alt text instead of a frame for previewType "screenshot"', () => {
    render(<WebsiteShowcase id="hjemmesider" type="websiteShowcase" title="Hjemmesider" websites={websites} />)
    const image = screen.getByRole('img', { name: 'Forsiden af Billede Site' })
    expect(image).toHaveAttribute('src', '/media/websites/billede.webp')
    expect(image).toHaveAttribute('width', '1280')
    expect(image).toHaveAttribute('height', '800')
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('has a browser bar with the address and a "Besøg Website" link to a new tab per site', () => {
    render(<WebsiteShowcase id="hjemmesider" type="websiteShowcase" title="Hjemmesider" websites={websites} />)
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]!).getByText('live.example.dk')).toBeInTheDocument()
    const visit = within(cards[1]!).getByRole('link', { name: /Besøg Website/ })
    expect(visit).toHaveAttribute('href', 'https://billede.example.dk')
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
    expect(visit).toHaveAccessibleName('Besøg Website Billede Site (åbner i en ny fane)')
  })

  it('prerenders the live preview only inside <noscript>: with JavaScript it loads when it comes near the viewport', () => {
    const html = renderToString(<WebsiteShowcase id="hjemmesider" type="websiteShowcase" title="Hjemmesider" websites={websites} />)
    expect(html.match(/<iframe/g)).toHaveLength(1)
    expect(html).toMatch(/<noscript><iframe[^>]*sandbox="allow-scripts"[^>]*loading="lazy"/)
  })
})
