import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentSystemMessages } from '../messages.ts'
import { CONTENT_BASE, CONTENT_CONFIG, CUSTOM_FIELDS_BASE, DEMO_MEDIA, contentScenarios, demoTeam, hostileMember } from '../../mocks/contentSystem.ts'
import { server } from '../../mocks/node.ts'
import { CONTENT_LIMITS, contentClientFor, createContentClient, TEAM_ENDPOINTS, type DisplayTeamMember } from './index.ts'
import { getJson } from './request.ts'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

/** Every request the content system receives, as "path?query" (and its Accept header). */
let requests: { url: string; accept: string | null }[] = []
const paths = () => requests.map(({ url }) => url.replace('https://cms.klikvaerk.test', ''))
beforeEach(() => {
  requests = []
  server.events.removeAllListeners()
  server.events.on('request:start', ({ request }) => {
    requests.push({ url: request.url, accept: request.headers.get('accept') })
  })
})

const LIST_QUERY = '?_embed&per_page=100'
const api = (path: string) => `/wp-json/wp/v2${path}`
const upload = (file: string) => `https://cms.klikvaerk.test/wp-content/uploads/2026/11/${file}`

/** The demo team as the site shows it. */
const SOFIE: DisplayTeamMember = {
  slug: 'sofie-lund',
  name: 'Sofie Lund',
  role: 'Medejer og leder af betalt annoncering',
  image: upload('sofie-lund.webp'),
  bio: 'Sofie planlægger og optimerer annoncering på Google og Meta for webshops og servicevirksomheder. Hun starter altid med sporingen, så hver krone kan følges fra klik til salg, og hun forklarer tallene, så de giver mening for kunden.',
  expertise: ['Google Ads', 'Meta Ads', 'Konverteringssporing'],
  linkedin: 'https://www.linkedin.com/in/sofie-lund-klikvaerk',
  email: 'sofie@klikvaerk.dk',
  phone: '+45 12 34 56 71',
  isWordPress: true,
  isPlaceholder: false,
}
const MIKKEL: DisplayTeamMember = {
  slug: 'mikkel-aagaard',
  name: 'Mikkel Ågård',
  role: 'Grafisk designer',
  image: DEMO_MEDIA.source_url,
  bio: 'Mikkel giver brands et visuelt udtryk, der er til at genkende: annoncer, sociale medier og landingssider.',
  expertise: ['Grafisk design', 'Motion', 'Annoncemateriale'],
  email: 'mikkel@klikvaerk.dk',
  isWordPress: true,
  isPlaceholder: false,
}
const IDA: DisplayTeamMember = {
  slug: 'ida-broendum',
  name: 'Ida Brøndum',
  role: 'Content creator',
  image: upload('ida-broendum-1024x1024.webp'),
  bio: 'Ida skriver og filmer indhold til TikTok og Instagram.\n\nHun tænker i hooks.',
  expertise: ['TikTok', 'Video'],
  phone: '+4512345672',
  isWordPress: true,
  isPlaceholder: false,
}

describe('team list: endpoints, memory and fallbacks', () => {
  it('tries the team routes in order with ?_embed&per_page=100 and an Accept header for JSON, and normalises what the fourth sends', async () => {
    const client = createContentClient(CONTENT_CONFIG)
    expect(await client.getTeamMembers()).toEqual([SOFIE, MIKKEL, IDA])
    expect(paths()).toEqual([
      api(`/team-member${LIST_QUERY}`),
      api(`/team_member${LIST_QUERY}`),
      api(`/teammember${LIST_QUERY}`),
      api(`/team-members${LIST_QUERY}`),
      // member 102 came without custom fields; its image is media id 501
      '/wp-json/acf/v3/team-members/102',
      api('/media/501'),
    ])
    expect(requests.every(({ accept }) => accept === 'application/json')).toBe(true)
  })

  it('remembers the endpoint that answered with a list and asks it first afterwards; a new client starts over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = createContentClient(CONTENT_CONFIG)
    await client.getTeamMembers()
    requests = []
    vi.setSystemTime(Date.now() + CONTENT_LIMITS.cacheMs + 1)
    await client.getTeamMembers()
    expect(paths()[0]).toBe(api(`/team-members${LIST_QUERY}`))
    expect(paths().filter((path) => path.includes('per_page'))).toHaveLength(1)

    requests = []
    expect(await client.getTeamMember('ida-broendum')).toEqual(IDA)
    expect(paths()).toEqual([api('/team-members?slug=ida-broendum&_embed')])

    requests = []
    await createContentClient(CONTENT_CONFIG).getTeamMembers()
    expect(paths()[0]).toBe(api(`/team-member${LIST_QUERY}`))
  })

  it('takes whichever route answers first with a list, e.g. the last one', async () => {
    server.use(...contentScenarios.teamOn('/team', demoTeam.slice(0, 1)))
    expect(await createContentClient(CONTENT_CONFIG).getTeamMembers()).toEqual([SOFIE])
    expect(paths()).toEqual(TEAM_ENDPOINTS.map((route) => api(`${route}${LIST_QUERY}`)))
  })

  it('an empty list is an answer: it is used and its endpoint remembered', async () => {
    server.use(http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json([])))
    const client = createContentClient(CONTENT_CONFIG)
    expect(await client.getTeamMembers()).toEqual([])
    expect(paths()).toEqual([api(`/team-member${LIST_QUERY}`)])
  })

  it('falls back to the posts of the "team" category when no team route exists', async () => {
    server.use(...contentScenarios.category())
    expect(await createContentClient(CONTENT_CONFIG).getTeamMembers()).toEqual([
      {
        slug: 'jonas-krogh',
        name: 'Jonas Krogh',
        role: 'E-mailmarketing',
        image: upload('jonas-krogh.webp'),
        bio: '',
        expertise: ['Klaviyo', 'Automatiseringer'],
        isWordPress: true,
        isPlaceholder: false,
      },
    ])
    expect(paths()).toEqual([
      ...TEAM_ENDPOINTS.map((route) => api(`${route}${LIST_QUERY}`)),
      api('/categories?slug=team'),
      api('/posts?_embed&categories=7&per_page=100'),
    ])
  })

  it('gives an empty list when every route is missing, and asks again next time (a failure is not kept)', async () => {
    server.use(...contentScenarios.nothing())
    const client = createContentClient(CONTENT_CONFIG)
    expect(await client.getTeamMembers()).toEqual([])
    expect(paths()).toEqual([...TEAM_ENDPOINTS.map((route) => api(`${route}${LIST_QUERY}`)), api('/categories?slug=team')])
    requests = []
    expect(await client.getTeamMembers()).toEqual([])
    expect(requests).toHaveLength(7)
  })

  it('treats HTML instead of JSON as a failed route and moves on', async () => {
    server.use(...contentScenarios.htmlEverywhere())
    expect(await createContentClient(CONTENT_CONFIG).getTeamMembers()).toEqual([])
    expect(paths()).toHaveLength(7)
  })

  it('an answer that is JSON but no list (an object) does not count', async () => {
    server.use(http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json({ items: demoTeam })))
    expect(await createContentClient(CONTENT_CONFIG).getTeamMembers()).toEqual([SOFIE, MIKKEL, IDA])
    expect(paths()[3]).toBe(api(`/team-members${LIST_QUERY}`))
  })

  it('gives up on a hung route after 10 s and moves on to the next', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(...contentScenarios.hung('/team-member'))
    let members: DisplayTeamMember[] | undefined
    void createContentClient(CONTENT_CONFIG)
      .getTeamMembers()
      .then((list) => (members = list))
    await vi.advanceTimersByTimeAsync(CONTENT_LIMITS.timeoutMs - 1)
    expect(members).toBeUndefined()
    expect(paths()).toEqual([api(`/team-member${LIST_QUERY}`)])
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(members).toEqual([SOFIE, MIKKEL, IDA]))
  })

  it('skips members that are no objects and keeps the first of two with one slug', async () => {
    server.use(http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json([null, 'x', demoTeam[0], { ...demoTeam[0], id: 999 }])))
    expect(await createContentClient(CONTENT_CONFIG).getTeamMembers()).toEqual([SOFIE])
  })

  it('accepts base URLs with a trailing slash', async () => {
    const client = createContentClient({ baseUrl: `${CONTENT_BASE}/`, customFieldsBaseUrl: `${CUSTOM_FIELDS_BASE}/` })
    expect(await client.getTeamMembers()).toEqual([SOFIE, MIKKEL, IDA])
    expect(paths()[0]).toBe(api(`/team-member${LIST_QUERY}`))
  })

  it('uses the fetch it is given', async () => {
    const fetch = vi.fn(async () => HttpResponse.json([demoTeam[0]]))
    expect(await createContentClient({ ...CONTENT_CONFIG, fetch }).getTeamMembers()).toEqual([SOFIE])
    expect(fetch).toHaveBeenCalledOnce()
    expect(requests).toEqual([])
  })
})

describe('a single member', () => {
  it('asks {endpoint}?slug={slug}&_embed in the same order and takes the first item', async () => {
    expect(await createContentClient(CONTENT_CONFIG).getTeamMember('sofie-lund')).toEqual(SOFIE)
    expect(paths()).toEqual(['/team-member', '/team_member', '/teammember', '/team-members'].map((route) => api(`${route}?slug=sofie-lund&_embed`)))
  })

  it('falls back to /posts?slug={slug}&_embed', async () => {
    server.use(...contentScenarios.category())
    expect((await createContentClient(CONTENT_CONFIG).getTeamMember('jonas-krogh')).name).toBe('Jonas Krogh')
    expect(paths().at(-1)).toBe(api('/posts?slug=jonas-krogh&_embed'))
    expect(paths()).toHaveLength(7)
  })

  it('fails with \'Team member with slug "{slug}" not found\' when nobody has it, after every route and the posts', async () => {
    const client = createContentClient(CONTENT_CONFIG)
    await expect(client.getTeamMember('ukendt')).rejects.toThrow(new Error('Team member with slug "ukendt" not found'))
    expect(paths()).toEqual([...TEAM_ENDPOINTS.map((route) => api(`${route}?slug=ukendt&_embed`)), api('/posts?slug=ukendt&_embed')])
    // not kept: the next call asks again
    requests = []
    await expect(client.getTeamMember('ukendt')).rejects.toThrow('Team member with slug "ukendt" not found')
    expect(requests.length).toBeGreaterThan(0)
  })

  it('also fails with the not-found message when every route is missing', async () => {
    server.use(...contentScenarios.nothing())
    await expect(createContentClient(CONTENT_CONFIG).getTeamMember('sofie-lund')).rejects.toThrow('Team member with slug "sofie-lund" not found')
  })

  it('takes the item with that slug, even from a route that ignores ?slug= and sends everyone', async () => {
    server.use(http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json(demoTeam)))
    expect(await createContentClient(CONTENT_CONFIG).getTeamMember('ida-broendum')).toEqual(IDA)
    expect(paths()).toEqual([api('/team-member?slug=ida-broendum&_embed')])
  })

  it('an answer without that slug counts as not having it: the next route is asked', async () => {
    server.use(http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json([demoTeam[0]])))
    expect(await createContentClient(CONTENT_CONFIG).getTeamMember('ida-broendum')).toEqual(IDA)
    expect(paths().at(-1)).toBe(api('/team-members?slug=ida-broendum&_embed'))
  })

  it('finds a member whose own slug WordPress percent-encoded, under the slug the site shows', async () => {
    server.use(
      http.get(`${CONTENT_BASE}/team-member`, () =>
        HttpResponse.json([{ id: 5, slug: 's%c3%b8ren', type: 'team-member', title: { rendered: 'Søren' }, acf: { team_member_role: 'Udvikler' } }]),
      ),
    )
    expect(await createContentClient({ baseUrl: CONTENT_BASE, customFieldsBaseUrl: null }).getTeamMember('soeren')).toMatchObject({
      slug: 'soeren',
      name: 'Søren',
      role: 'Udvikler',
    })
  })

  it('a slug with nothing in it is not found without asking anyone', async () => {
    for (const slug of ['', '!!!', '  '])
      await expect(createContentClient(CONTENT_CONFIG).getTeamMember(slug)).rejects.toThrow(`Team member with slug "${slug}" not found`)
    expect(requests).toEqual([])
  })

  it('encodes the slug in the query', async () => {
    await expect(createContentClient(CONTENT_CONFIG).getTeamMember('a&b=c')).rejects.toThrow('Team member with slug "a&b=c" not found')
    expect(paths()[0]).toBe(api('/team-member?slug=a%26b%3Dc&_embed'))
  })
})

describe('custom fields and images', () => {
  it('ignores a failing custom-field route: the member keeps what it has', async () => {
    server.use(...contentScenarios.customFieldsFail(500))
    const members = await createContentClient(CONTENT_CONFIG).getTeamMembers()
    expect(members[1]).toEqual({
      slug: 'mikkel-aagaard',
      name: 'Mikkel Ågård',
      role: 'Unknown Role',
      image: null,
      bio: '',
      expertise: [],
      isWordPress: true,
      isPlaceholder: false,
    })
    expect(paths()).toContain('/wp-json/acf/v3/team-members/102')
  })

  it('asks no custom-field route without its base URL', async () => {
    const members = await createContentClient({ baseUrl: CONTENT_BASE, customFieldsBaseUrl: null }).getTeamMembers()
    expect(members[1]?.role).toBe('Unknown Role')
    expect(paths().some((path) => path.includes('/acf/'))).toBe(false)
  })

  it('does not ask the custom-field route for members that have their fields', async () => {
    server.use(...contentScenarios.teamOn('/team-member', [demoTeam[0]!, demoTeam[2]!]))
    await createContentClient(CONTENT_CONFIG).getTeamMembers()
    expect(paths()).toEqual([api(`/team-member${LIST_QUERY}`)])
  })

  it('merges the custom fields over a member that has none', async () => {
    server.use(
      http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json([{ id: 7, slug: 'lea', type: 'team-member', title: { rendered: 'Lea' }, acf: false }])),
      http.get(`${CUSTOM_FIELDS_BASE}/team-member/7`, () =>
        HttpResponse.json({ acf: { team_member_role: 'Projektleder', team_member_image: 'https://cdn.example.dk/lea.webp' } }),
      ),
    )
    expect(await createContentClient(CONTENT_CONFIG).getTeamMembers()).toEqual([
      {
        slug: 'lea',
        name: 'Lea',
        role: 'Projektleder',
        image: 'https://cdn.example.dk/lea.webp',
        bio: '',
        expertise: [],
        isWordPress: true,
        isPlaceholder: false,
      },
    ])
  })

  it("the custom-field route reports its failure as 'ACF HTTP {code}'", async () => {
    server.use(...contentScenarios.customFieldsFail(403))
    await expect(getJson(`${CUSTOM_FIELDS_BASE}/team-members/102`, fetch, contentSystemMessages.customFieldsError)).rejects.toThrow(new Error('ACF HTTP 403'))
  })

  const withImage = (team_member_image: unknown, featured?: string) =>
    http.get(`${CONTENT_BASE}/team-member`, () =>
      HttpResponse.json([
        {
          id: 8,
          slug: 'bo',
          type: 'team-member',
          title: { rendered: 'Bo' },
          acf: { team_member_image },
          ...(featured ? { _embedded: { 'wp:featuredmedia': [{ source_url: featured }] } } : {}),
        },
      ]),
    )
  const imageOfBo = async () => (await createContentClient(CONTENT_CONFIG).getTeamMembers())[0]?.image

  it.each([
    ['a URL string', 'https://cdn.example.dk/bo.webp', 'https://cdn.example.dk/bo.webp'],
    ['a media id', 501, DEMO_MEDIA.source_url],
    ['a media id as digits', '501', DEMO_MEDIA.source_url],
    [
      'an object: sizes.large first',
      {
        url: 'https://cdn.example.dk/full.webp',
        sizes: { large: 'https://cdn.example.dk/l.webp', medium: 'https://cdn.example.dk/m.webp', thumbnail: 'https://cdn.example.dk/t.webp' },
      },
      'https://cdn.example.dk/l.webp',
    ],
    [
      'an object without large: medium',
      { url: 'https://cdn.example.dk/full.webp', sizes: { medium: 'https://cdn.example.dk/m.webp', thumbnail: 'https://cdn.example.dk/t.webp' } },
      'https://cdn.example.dk/m.webp',
    ],
    [
      'an object without large or medium: its url',
      { url: 'https://cdn.example.dk/full.webp', sizes: { thumbnail: 'https://cdn.example.dk/t.webp' } },
      'https://cdn.example.dk/full.webp',
    ],
    ['an object with only a thumbnail', { sizes: { thumbnail: 'https://cdn.example.dk/t.webp' } }, 'https://cdn.example.dk/t.webp'],
    [
      'an object whose large is http: the next https one',
      { url: 'https://cdn.example.dk/full.webp', sizes: { large: 'http://cdn.example.dk/l.webp' } },
      'https://cdn.example.dk/full.webp',
    ],
  ])('image as %s', async (_, image, url) => {
    server.use(withImage(image))
    expect(await imageOfBo()).toBe(url)
  })

  it('falls back to the featured media, and to null without any', async () => {
    server.use(withImage(undefined, 'https://cdn.example.dk/featured.webp'))
    expect(await imageOfBo()).toBe('https://cdn.example.dk/featured.webp')
    server.use(withImage('data:image/png;base64,iVBORw0KGgo=', 'https://cdn.example.dk/featured.webp'))
    expect(await imageOfBo()).toBe('https://cdn.example.dk/featured.webp')
    server.use(withImage(undefined))
    expect(await imageOfBo()).toBeNull()
  })

  it('a failing media lookup falls back to the featured media', async () => {
    server.use(...contentScenarios.mediaFails(500), withImage(501, 'https://cdn.example.dk/featured.webp'))
    expect(await imageOfBo()).toBe('https://cdn.example.dk/featured.webp')
    expect(paths()).toContain(api('/media/501'))
  })
})

describe('normalising', () => {
  const withItem = (item: object) => http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json([item]))
  const first = async () => (await createContentClient({ baseUrl: CONTENT_BASE, customFieldsBaseUrl: null }).getTeamMembers())[0]

  it('defaults: "Unknown Name", "Unknown Role", no bio, no tags, no links, no image', async () => {
    server.use(withItem({ id: 9, slug: 'x' }))
    expect(await first()).toEqual({
      slug: 'x',
      name: 'Unknown Name',
      role: 'Unknown Role',
      image: null,
      bio: '',
      expertise: [],
      isWordPress: true,
      isPlaceholder: false,
    })
  })

  it('name: the custom field first, then the title', async () => {
    server.use(withItem({ id: 9, title: { rendered: 'Titel' }, acf: { team_member_name: 'Navn' } }))
    expect(await first()).toMatchObject({ name: 'Navn', slug: 'titel' })
    server.use(withItem({ id: 9, title: { rendered: 'Titel' }, acf: { team_member_name: '  ' } }))
    expect(await first()).toMatchObject({ name: 'Titel' })
  })

  it("slug: the item's own (decoded and made URL-safe), else the title by the slug rule, else the id", async () => {
    server.use(withItem({ id: 9, slug: 's%c3%b8ren-aa', title: { rendered: 'Søren' } }))
    expect((await first())?.slug).toBe('soeren-aa')
    server.use(withItem({ id: 9, title: { rendered: 'Søren Ærø &amp; Åse' } }))
    expect((await first())?.slug).toBe('soeren-aeroe-aase')
    server.use(withItem({ id: 9, title: { rendered: '' }, acf: { team_member_name: 'Bo Ørum' } }))
    expect((await first())?.slug).toBe('bo-oerum')
    server.use(withItem({ id: 9 }))
    expect((await first())?.slug).toBe('9')
  })

  it('expertise: split on commas, trimmed, empty ones dropped', async () => {
    server.use(withItem({ id: 9, slug: 'x', acf: { team_member_expertise: ' SEO,SEM , ,  Google Ads ,,' } }))
    expect((await first())?.expertise).toEqual(['SEO', 'SEM', 'Google Ads'])
  })

  it('links: LinkedIn only over https; e-mail and phone without their scheme', async () => {
    server.use(
      withItem({
        id: 9,
        slug: 'x',
        acf: { team_member_linkedin: 'http://linkedin.com/in/x', team_member_email: 'MAILTO:x@klikvaerk.dk', team_member_phone: 'tel:+4512345678' },
      }),
    )
    const member = await first()
    expect(member).toMatchObject({ email: 'x@klikvaerk.dk', phone: '+4512345678' })
    expect(member).not.toHaveProperty('linkedin')
  })
})

describe('hostile content', () => {
  it('comes out as plain text; scripts, handlers and bad URLs are gone', async () => {
    server.use(...contentScenarios.hostile())
    const members = await createContentClient(CONTENT_CONFIG).getTeamMembers()
    const eva = members.find((member) => member.slug === 'eva-holm')
    expect(eva).toEqual({
      slug: 'eva-holm',
      name: 'Eva Holm',
      role: 'Rådgiver',
      image: null,
      bio: 'ipt>alert(1)ipt>Eva hjælper med strategi.Læs',
      expertise: ['SEO', 'Strategi'],
      isWordPress: true,
      isPlaceholder: false,
    })
    // Put into a page as HTML, no string would create a single element.
    const template = document.createElement('template')
    for (const value of members.flatMap((member) => Object.values(member)).flat())
      if (typeof value === 'string') {
        template.innerHTML = value
        expect(template.content.querySelectorAll('*'), value).toHaveLength(0)
        expect(value).not.toMatch(/javascript:|vbscript:|data:/i)
      }
    expect(hostileMember.acf).toBeTruthy()
  })
})

describe('requests: time-out and HTTP errors', () => {
  it("aborts after 10 s with 'Request timed out'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(...contentScenarios.hung('/team-member'))
    const result = getJson(`${CONTENT_BASE}/team-member`, fetch).then(
      () => 'answered',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(9_999)
    let settled: string | undefined
    void result.then((value) => (settled = value))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toBe('Request timed out')
  })

  it.each([404, 500, 503])('a %i answer rejects with "HTTP error! status: {code}"', async (status) => {
    server.use(http.get(`${CONTENT_BASE}/team-member`, () => HttpResponse.json({ code: 'x' }, { status })))
    await expect(getJson(`${CONTENT_BASE}/team-member`, fetch)).rejects.toThrow(new Error(`HTTP error! status: ${status}`))
  })

  it('a body that is not JSON rejects', async () => {
    server.use(...contentScenarios.htmlEverywhere())
    await expect(getJson(`${CONTENT_BASE}/team-member`, fetch)).rejects.toThrow(SyntaxError)
  })
})

describe('cache: results kept 5 minutes', () => {
  it('answers from the cache within 5 minutes and asks again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = createContentClient(CONTENT_CONFIG)
    const first = await client.getTeamMembers()
    const asked = requests.length
    vi.setSystemTime(Date.now() + CONTENT_LIMITS.cacheMs - 1)
    expect(await client.getTeamMembers()).toBe(first)
    expect(requests).toHaveLength(asked)
    vi.setSystemTime(Date.now() + 1)
    expect(await client.getTeamMembers()).toEqual(first)
    expect(requests.length).toBeGreaterThan(asked)
  })

  it('keeps each member for 5 minutes too, separately per slug', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const client = createContentClient(CONTENT_CONFIG)
    await client.getTeamMember('sofie-lund')
    requests = []
    expect(await client.getTeamMember('sofie-lund')).toEqual(SOFIE)
    expect(requests).toEqual([])
    expect(await client.getTeamMember('ida-broendum')).toEqual(IDA)
    expect(requests).not.toEqual([])
    requests = []
    vi.setSystemTime(Date.now() + CONTENT_LIMITS.cacheMs)
    await client.getTeamMember('sofie-lund')
    expect(paths()).toEqual([api('/team-members?slug=sofie-lund&_embed')])
  })

  it('callers at the same time share one round of requests', async () => {
    const client = createContentClient(CONTENT_CONFIG)
    const [a, b] = await Promise.all([client.getTeamMembers(), client.getTeamMembers()])
    expect(a).toBe(b)
    expect(paths().filter((path) => path.startsWith(api('/team-member?')))).toHaveLength(1)
  })
})

describe('contentClientFor', () => {
  it('gives no client (and so no request) without a configured base URL', () => {
    expect(contentClientFor({ baseUrl: null, customFieldsBaseUrl: null })).toBeNull()
    expect(requests).toEqual([])
  })

  it('gives a client for the configured base URLs', async () => {
    expect(await contentClientFor(CONTENT_CONFIG)?.getTeamMembers()).toEqual([SOFIE, MIKKEL, IDA])
  })
})
