import { screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CONTENT_CONFIG } from '../../mocks/contentSystem.ts'
import { server } from '../../mocks/node.ts'
import { site } from '../../site/index.ts'
import { forgetContentClient } from '../../teamMembers/contentClient.ts'
import { render } from '../../tests/render.tsx'
import TeamProfile from './TeamProfile.tsx'

describe('the member shell with a content system configured (demo content system in msw)', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    site.teamContent = { ...CONTENT_CONFIG }
    forgetContentClient()
  })
  afterEach(() => {
    site.teamContent = null
    server.resetHandlers()
    window.history.replaceState(null, '', '/')
  })
  afterAll(() => server.close())

  it('shows the loading skeleton, then the member from the content system', async () => {
    window.history.replaceState(null, '', '/team/mikkel-aagaard')
    render(<TeamProfile id="profil" type="teamProfile" />)
    expect(document.querySelector('[data-state="loading"]')).not.toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Henter teammedlem')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mikkel Ågård' })).toBeInTheDocument()
    expect(screen.getByText('Grafisk designer')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'mikkel@klikvaerk.dk' })).toHaveAttribute('href', 'mailto:mikkel@klikvaerk.dk')
    expect(screen.getByRole('link', { name: 'Book en dialog med Mikkel' })).toHaveAttribute('href', '/kontakt')
    expect(document.title).toMatch(/^Mikkel Ågård \| /)
  })

  it('says "Teammedlem ikke fundet" for a slug the content system does not know (after its retries)', async () => {
    window.history.replaceState(null, '', '/team/findes-ikke')
    render(<TeamProfile id="profil" type="teamProfile" />)
    expect(document.querySelector('[data-state="loading"]')).not.toBeNull()
    expect(await screen.findByRole('heading', { level: 1, name: 'Teammedlem ikke fundet' }, { timeout: 12_000 })).toBeInTheDocument()
    expect(screen.getByText('Det ønskede teammedlem kunne ikke findes.')).toBeInTheDocument()
  }, 15_000)
})
