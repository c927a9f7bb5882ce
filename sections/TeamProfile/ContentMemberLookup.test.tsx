import { act, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_LIMITS, retryDelay } from '../../team/contentSystem/constants.ts'
import { CONTENT_CONFIG, contentScenarios, DEMO_TEAM_ROUTE, TEAM_ROUTES } from '../../mocks/contentSystem.ts'
import { server } from '../../mocks/node.ts'
import { site } from '../../site/index.ts'
import { forgetContentClient } from '../../team/contentClient.ts'
import { render } from '../../tests/render.tsx'
import TeamProfile from './TeamProfile.tsx'

/** The head the shell page /team/_medlem is prerendered with (pages/+Head.tsx). */
const SHELL_HEAD = `
  <title>Teammedlem | ${site.brand}</title>
  <meta name="description" content="Profil for et medlem af holdet.">
  <meta name="robots" content="noindex, follow">
  <link rel="canonical" href="https://klikvaerk.dk/team/_medlem">
  <meta property="og:title" content="Teammedlem | ${site.brand}">
  <meta property="og:description" content="Profil for et medlem af holdet.">
  <meta property="og:url" content="https://klikvaerk.dk/team/_medlem">`

const head = (selector: string) => document.head.querySelector(selector)
const content = (selector: string) => head(selector)?.getAttribute('content')

const LONG_BIO =
  'Freja bygger landingssider, der konverterer: hun tester overskrifter, formularer og billeder, indtil tallene taler tydeligt, og hun deler altid, hvad hun lærer undervejs, med resten af holdet.'
const freja = {
  id: 301,
  slug: 'freja-dahl',
  type: 'team-members',
  title: { rendered: 'Freja Dahl' },
  acf: { team_member_name: 'Freja Dahl', team_member_role: 'Konverteringsspecialist', team_member_bio: `<p>${LONG_BIO}</p>` },
}

/** Lets the page and msw run (they need no timers) until `done` holds, without moving the fake clock. */
async function until(done: () => boolean) {
  for (let turn = 0; turn < 2_000 && !done(); turn += 1) await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  expect(done()).toBe(true)
}

function visit(slug: string) {
  window.history.replaceState(null, '', `/team/${slug}`)
  return render(<TeamProfile id="profil" type="teamProfile" />)
}

describe('the member shell with a content system configured (demo content system in msw)', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() => {
    site.teamContent = { ...CONTENT_CONFIG }
    forgetContentClient()
    document.head.innerHTML = SHELL_HEAD
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    site.teamContent = null
    server.events.removeAllListeners()
    server.resetHandlers()
    window.history.replaceState(null, '', '/')
  })
  afterAll(() => server.close())

  it('shows the loading skeleton, then the member from the content system', async () => {
    visit('mikkel-aagaard')
    expect(document.querySelector('[data-state="loading"]')).not.toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Henter teammedlem')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mikkel Ågård' })).toBeInTheDocument()
    expect(screen.getByText('Grafisk designer')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'mikkel@klikvaerk.dk' })).toHaveAttribute('href', 'mailto:mikkel@klikvaerk.dk')
    expect(screen.getByRole('link', { name: 'Book en dialog med Mikkel' })).toHaveAttribute('href', '/kontakt')
  })

  it("once found, the shell's head is the member's own: title, the bio's first 150 characters, canonical URL and sharing tags, indexable", async () => {
    server.use(...contentScenarios.teamOn(DEMO_TEAM_ROUTE, [freja]))
    visit('freja-dahl')
    await screen.findByRole('heading', { level: 1, name: 'Freja Dahl' })
    const title = `Freja Dahl – Konverteringsspecialist | ${site.brand}`
    const description = LONG_BIO.slice(0, 150).trim()
    expect(LONG_BIO.length).toBeGreaterThan(150)
    expect(document.title).toBe(title)
    expect(content('meta[name="description"]')).toBe(description)
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}/team/freja-dahl`)
    expect(content('meta[property="og:url"]')).toBe(`${site.siteUrl}/team/freja-dahl`)
    expect(content('meta[property="og:title"]')).toBe(title)
    expect(content('meta[property="og:description"]')).toBe(description)
    // X reads og:title and og:description; the page has no twitter:title or twitter:description to go stale.
    expect(head('meta[name="twitter:title"], meta[name="twitter:description"]')).toBeNull()
    expect(head('meta[name="robots"]')).toBeNull()
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
  })

  it(`says "Teammedlem ikke fundet" for a slug the content system does not know (after its retries, ${[1, 2, 3].map(retryDelay).join(', ')} ms apart), with a not-found head: no canonical URL, noindex`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // The retries' waits on a fake clock, moved by the test; the requests and their answers take no time on it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const asked: string[] = []
    let answered = 0
    server.events.on('request:start', ({ request }) => void asked.push(request.url))
    server.events.on('request:end', () => void (answered += 1))
    // One attempt asks each team route, then the posts (team/contentSystem/index.ts).
    const perAttempt = TEAM_ROUTES.length + 1
    visit('findes-ikke')
    expect(document.querySelector('[data-state="loading"]')).not.toBeNull()
    for (let retry = 1; retry <= CONTENT_LIMITS.retries; retry += 1) {
      await until(() => answered === retry * perAttempt)
      await act(() => vi.advanceTimersByTimeAsync(retryDelay(retry) - 1))
      expect(asked).toHaveLength(retry * perAttempt)
      await act(() => vi.advanceTimersByTimeAsync(1))
      await until(() => asked.length > retry * perAttempt)
    }
    await until(() => screen.queryByRole('heading', { level: 1, name: 'Teammedlem ikke fundet' }) !== null)
    expect(asked).toHaveLength((1 + CONTENT_LIMITS.retries) * perAttempt)
    expect(screen.getByText('Det ønskede teammedlem kunne ikke findes.')).toBeInTheDocument()
    expect(document.title).toBe(`Teammedlem ikke fundet | ${site.brand}`)
    expect(content('meta[name="description"]')).toBe('Det ønskede teammedlem kunne ikke findes.')
    expect(head('link[rel="canonical"]')).toBeNull()
    expect(head('meta[property="og:url"]')).toBeNull()
    expect(content('meta[name="robots"]')).toBe('noindex, follow')
  })

  it('with the content system hanging, the live region tells after CONTENT_LIMITS.slowNoticeMs that it takes longer than usual and offers the team and the contact page, while it keeps asking', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const requests: string[] = []
    server.events.on('request:start', ({ request }) => void requests.push(request.url))
    server.use(...contentScenarios.hangsEverywhere())
    visit('freja-dahl')
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    // (The machine's own test pins the moment to the millisecond; here the clock also runs with real time.)
    expect(screen.queryByText(/tager længere tid end normalt/)).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(CONTENT_LIMITS.slowNoticeMs))
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Det tager længere tid end normalt at hente profilen.')
    expect(within(status).getByRole('link', { name: 'Se holdet' })).toHaveAttribute('href', '/team')
    expect(within(status).getByRole('link', { name: 'Kontakt os' })).toHaveAttribute('href', '/kontakt')
    expect(document.querySelector('[data-state="loading"]')).not.toBeNull()
    // The first request times out at 10 s; the next endpoint is asked, the note stays.
    await act(() => vi.advanceTimersByTimeAsync(CONTENT_LIMITS.timeoutMs))
    await vi.waitFor(() => expect(requests.length).toBeGreaterThanOrEqual(2))
    expect(screen.getByRole('status')).toHaveTextContent('Det tager længere tid end normalt')
    server.events.removeAllListeners()
  })
})

describe('the member shell as prerendered (what a visitor without JavaScript gets)', () => {
  it('hides the skeleton without JavaScript and says in a <noscript> why, with links to /team and /kontakt', () => {
    const html = renderToString(<TeamProfile id="profil" type="teamProfile" />)
    const page = document.createElement('div')
    page.innerHTML = html
    expect(page.querySelector('[data-state="loading"]')).toHaveAttribute('data-needs-script')
    const note = page.querySelector('noscript')
    expect(note).not.toBeNull()
    // A <noscript>'s content is text while scripts run; read it as the browser without them would.
    const shown = document.createElement('div')
    shown.innerHTML = note!.textContent ?? note!.innerHTML
    expect(shown).toHaveTextContent('Profilen hentes, når JavaScript er slået til.')
    expect(shown.querySelector('a[href="/team"]')).toHaveTextContent('Se holdet')
    expect(shown.querySelector('a[href="/kontakt"]')).toHaveTextContent('Kontakt os')
  })
})
