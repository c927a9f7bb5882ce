import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readConsent } from '../../consent/consentCookie.ts'
import { site } from '../../site/index.ts'
import { forgetConsent, storeConsent } from '../../tests/consent.ts'

const props = { id: 'kort', type: 'mapEmbed', title: 'Find os her', frameTitle: 'Kort over kontoret' } as const

/** The component with a fresh consent store, as on a page load. */
async function freshMapEmbed() {
  vi.resetModules()
  return (await import('./MapEmbed.tsx')).default
}

describe('MapEmbed', () => {
  beforeEach(forgetConsent)

  it('without consent shows what would load and from whom, and a link to the address instead of the map', async () => {
    const MapEmbed = await freshMapEmbed()
    render(<MapEmbed {...props} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Find os her' })).toBeInTheDocument()
    expect(screen.queryByTitle('Kort over kontoret')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Kortet venter på dit samtykke' })).toBeInTheDocument()
    expect(screen.getByText(/hentes fra Google Maps, som kan sætte cookies/)).toBeInTheDocument()
    const link = screen.getByRole('link', { name: 'Åbn adressen i Google Maps' })
    const href = new URL(link.getAttribute('href')!)
    expect(href.origin).toBe(new URL(site.mapEmbedUrl).origin)
    expect(href.searchParams.get('q')).toBe(new URL(site.mapEmbedUrl).searchParams.get('q'))
    expect(href.searchParams.has('output')).toBe(false)
  })

  it('the prerendered HTML never contains the map frame', async () => {
    storeConsent('all')
    const MapEmbed = await freshMapEmbed()
    const html = renderToString(<MapEmbed {...props} />)
    expect(html).not.toContain('<iframe')
    expect(html).toContain('data-consent-needs="marketing"')
  })

  it('allowing from the placeholder records marketing consent and shows the map in a titled, lazy frame', async () => {
    const MapEmbed = await freshMapEmbed()
    render(<MapEmbed {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Tillad marketingcookies og vis kortet' }))
    const frame = await screen.findByTitle('Kort over kontoret')
    expect(frame).toHaveAttribute('src', site.mapEmbedUrl)
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(readConsent(document.cookie, site.consent)?.choices).toEqual({ preferences: false, statistics: false, marketing: true })
  })

  it('shows the map at once for a visitor who allowed marketing, and removes it when they withdraw', async () => {
    storeConsent({ marketing: true })
    const MapEmbed = await freshMapEmbed()
    const { sendConsent } = await import('../../consent/consentStore.ts')
    render(<MapEmbed {...props} />)
    expect(screen.getByTitle('Kort over kontoret')).toBeInTheDocument()
    await act(async () => sendConsent({ type: 'REJECT_ALL' }))
    await vi.waitFor(() => expect(screen.queryByTitle('Kort over kontoret')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Tillad marketingcookies og vis kortet' })).toBeInTheDocument()
  })
})
