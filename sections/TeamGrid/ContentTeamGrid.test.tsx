import { act, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_LIMITS } from '../../team/contentSystem/constants.ts'
import { CONTENT_CONFIG, contentScenarios } from '../../mocks/contentSystem.ts'
import { server } from '../../mocks/node.ts'
import type { TeamGridSection } from './schema.ts'
import { site } from '../../site/index.ts'
import { forgetContentClient } from '../../team/contentClient.ts'
import { render } from '../../tests/render.tsx'
import TeamGrid from './TeamGrid.tsx'

const image = { src: 'team/x.webp', alt: '', width: 480, height: 480 }
const props: TeamGridSection = {
  id: 'holdet',
  type: 'teamGrid',
  title: 'Holdet',
  members: [
    { id: 'mads-kristensen', name: 'Mads Kristensen', role: 'Medejer', bio: 'Mads.', expertise: [], image },
    { id: 'sofie-lund', name: 'Sofie Lund', role: 'Medejer', bio: 'Sofie.', expertise: [], image },
  ],
  placeholder: { title: 'Er du vores næste holdkammerat?', text: 'Skriv til os.', action: { label: 'Ansøg nu', href: '/kontakt' } },
}
const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)

describe('TeamGrid with a content system configured (demo content system in msw)', () => {
  const requests: string[] = []
  const record = ({ request }: { request: Request }) => void requests.push(request.url)
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    site.teamContent = { ...CONTENT_CONFIG }
    requests.length = 0
    forgetContentClient()
    server.events.on('request:start', record)
  })
  afterEach(() => {
    vi.useRealTimers()
    site.teamContent = null
    server.events.removeAllListeners()
    server.resetHandlers()
  })
  afterAll(() => server.close())

  it('shows the built-in members at first, then appends the fetched ones before the recruiting card', async () => {
    render(<TeamGrid {...props} />)
    expect(cardNames()).toEqual(['Mads Kristensen', 'Sofie Lund', 'Er du vores næste holdkammerat?'])
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(3))
    const names = cardNames()
    expect(names.slice(0, 2)).toEqual(['Mads Kristensen', 'Sofie Lund'])
    expect(names.at(-1)).toBe('Er du vores næste holdkammerat?')
    expect(names).toContain('Mikkel Ågård')
    // Sofie is built in; the content system's copy of her is not shown twice.
    expect(names.filter((name) => name === 'Sofie Lund')).toHaveLength(1)
    const mikkel = screen.getAllByRole('article').find((card) => card.textContent?.includes('Mikkel Ågård'))!
    expect(mikkel).toHaveAttribute('data-source', 'content-system')
    expect(within(mikkel).getByRole('link', { name: 'Mikkel Ågård' })).toHaveAttribute('href', '/team/mikkel-aagaard')
    expect(within(mikkel).getByRole('img', { name: 'Portræt af Mikkel Ågård' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/cms\.klikvaerk\.test\//),
    )
    expect(requests.length).toBeGreaterThan(0)
  })

  it('keeps only the built-in members when the content system has none', async () => {
    server.use(...contentScenarios.nothing())
    render(<TeamGrid {...props} />)
    await waitFor(() => expect(document.querySelector('[data-team-list="loaded"]')).not.toBeNull())
    expect(cardNames()).toEqual(['Mads Kristensen', 'Sofie Lund', 'Er du vores næste holdkammerat?'])
  })

  it('with the content system hanging, the live region tells after CONTENT_LIMITS.slowNoticeMs that it takes longer than usual, offers the contact page and keeps the built-in team on show', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    server.use(...contentScenarios.hangsEverywhere())
    render(<TeamGrid {...props} />)
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(screen.getByRole('status')).toHaveTextContent('Henter flere kolleger')
    await act(() => vi.advanceTimersByTimeAsync(CONTENT_LIMITS.slowNoticeMs))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Det tager længere tid end normalt at hente resten af holdet.')
    expect(within(status).getByRole('link', { name: 'Kontakt os' })).toHaveAttribute('href', '/kontakt')
    expect(within(status).queryByRole('link', { name: 'Se holdet' })).toBeNull()
    expect(cardNames()).toEqual(['Mads Kristensen', 'Sofie Lund', 'Er du vores næste holdkammerat?'])
    // The first request times out at 10 s and the next endpoint is asked; the note stays meanwhile.
    await act(() => vi.advanceTimersByTimeAsync(CONTENT_LIMITS.timeoutMs))
    await waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2))
    expect(screen.getByRole('status')).toHaveTextContent('Det tager længere tid end normalt')
  })

  it('says nothing of "longer than usual" when the members arrive in time', async () => {
    render(<TeamGrid {...props} />)
    await waitFor(() => expect(document.querySelector('[data-team-list="loaded"]')).not.toBeNull())
    // The list's status and each card's copy confirmation: none says anything.
    for (const status of screen.getAllByRole('status')) expect(status).toHaveTextContent('')
    expect(screen.queryByText(/længere tid end normalt/)).toBeNull()
  })

  it('asks nothing when no content system is configured', async () => {
    site.teamContent = null
    render(<TeamGrid {...props} />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(cardNames()).toHaveLength(3)
    expect(requests).toEqual([])
  })
})
