import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw'
import { slugify } from '../team/contentSystem/slugify.ts'
import type { ContentTeamMember } from '../team/contentSystem/types.ts'

/**
 * A demo content system (a WordPress REST API with custom fields) for tests: fixtures and msw
 * handlers for every path SPEC.md section 7 describes. `contentSystemHandlers` is the default
 * world: the team list lives on the fourth endpoint (/team-members), every other team route
 * answers 404 rest_no_route. `contentScenarios` override it per test with `server.use(...)`.
 */

export const CONTENT_ORIGIN = 'https://cms.klikvaerk.test'
export const CONTENT_BASE = `${CONTENT_ORIGIN}/wp-json/wp/v2`
export const CUSTOM_FIELDS_BASE = `${CONTENT_ORIGIN}/wp-json/acf/v3`
/** The client configuration for this demo content system. */
export const CONTENT_CONFIG = { baseUrl: CONTENT_BASE, customFieldsBaseUrl: CUSTOM_FIELDS_BASE } as const

/** The team routes in the order the client tries them. */
export const TEAM_ROUTES = ['/team-member', '/team_member', '/teammember', '/team-members', '/team_members', '/team'] as const
/** The route the demo team lives on: the fourth. */
export const DEMO_TEAM_ROUTE = '/team-members'

const upload = (file: string) => `${CONTENT_ORIGIN}/wp-content/uploads/2026/11/${file}`

/** Media item 501, found through GET /media/501. */
export const DEMO_MEDIA = { id: 501, source_url: upload('mikkel-aagaard.webp') }

/** Custom fields served by the custom-field route for member 102, which arrives without its own. */
export const DEMO_CUSTOM_FIELDS = {
  acf: {
    team_member_name: 'Mikkel Ågård',
    team_member_role: 'Grafisk designer',
    team_member_bio: 'Mikkel giver brands et visuelt udtryk, der er til at genkende: annoncer, sociale medier og landingssider.',
    team_member_expertise: 'Grafisk design, Motion, Annoncemateriale',
    team_member_email: 'mailto:mikkel@klikvaerk.dk',
    team_member_image: DEMO_MEDIA.id,
  },
}

/** The demo team as the content system sends it: one member per image form. */
export const demoTeam: ContentTeamMember[] = [
  {
    id: 101,
    slug: 'sofie-lund',
    type: 'team-members',
    title: { rendered: 'Sofie Lund' },
    acf: {
      team_member_name: 'Sofie Lund',
      team_member_role: 'Medejer og leder af betalt annoncering',
      team_member_bio:
        'Sofie planlægger og optimerer annoncering på Google og Meta for webshops og servicevirksomheder. Hun starter altid med sporingen, så hver krone kan følges fra klik til salg, og hun forklarer tallene, så de giver mening for kunden.',
      team_member_expertise: 'Google Ads,  Meta Ads , Konverteringssporing,,',
      team_member_linkedin: 'https://www.linkedin.com/in/sofie-lund-klikvaerk',
      team_member_email: 'sofie@klikvaerk.dk',
      team_member_phone: '+45 12 34 56 71',
      team_member_image: upload('sofie-lund.webp'),
    },
    _embedded: { 'wp:featuredmedia': [{ source_url: upload('sofie-lund-featured.webp') }] },
  },
  {
    id: 102,
    slug: 'mikkel-aagaard',
    type: 'team-members',
    title: { rendered: 'Mikkel &#197;g&aring;rd' },
    acf: [],
  },
  {
    id: 103,
    type: 'team-members',
    title: { rendered: 'Ida Brøndum' },
    acf: {
      team_member_role: 'Content creator',
      team_member_bio: '<p>Ida skriver og filmer indhold til TikTok og Instagram.</p><p>Hun tænker i hooks.</p>',
      team_member_expertise: 'TikTok, Video',
      team_member_phone: 'tel:+4512345672',
      team_member_image: {
        url: upload('ida-broendum.webp'),
        sizes: { large: upload('ida-broendum-1024x1024.webp'), medium: upload('ida-broendum-300x300.webp'), thumbnail: upload('ida-broendum-150x150.webp') },
      },
    },
  },
]

/** A member filed as a post in the "team" category (id 7), for the category fallback. */
export const TEAM_CATEGORY = { id: 7, slug: 'team', name: 'Team' }
export const demoCategoryPosts: ContentTeamMember[] = [
  {
    id: 201,
    slug: 'jonas-krogh',
    type: 'post',
    title: { rendered: 'Jonas Krogh' },
    acf: { team_member_role: 'E-mailmarketing', team_member_expertise: 'Klaviyo, Automatiseringer' },
    _embedded: { 'wp:featuredmedia': [{ source_url: upload('jonas-krogh.webp') }] },
  },
]

/** A member whose every field attacks the page; the client must render all of it harmless. */
export const hostileMember: ContentTeamMember = {
  id: 666,
  slug: 'eva-holm"><script>alert(1)</script>',
  type: 'team-members',
  title: { rendered: 'Eva Holm' },
  acf: {
    team_member_name: '<img src=x onerror="alert(1)">Eva <b>Holm</b>',
    team_member_role: '<svg onload="alert(1)"></svg>Rådgiver<style>body{display:none}</style>',
    team_member_bio:
      '<scr<script>ipt>alert(1)</scr</script>ipt>Eva &lt;script&gt;alert(2)&lt;/script&gt;hjælper med strategi.<a href="javascript:alert(3)" onclick="alert(4)">Læs</a>',
    team_member_expertise: 'SEO, <script>alert(5)</script>, <img src=x onerror=alert(6)>Strategi',
    team_member_linkedin: 'java&#x09;script:alert(7)',
    team_member_email: 'javascript:alert(8)//@klikvaerk.dk',
    team_member_phone: 'JaVaScRiPt:alert(9)',
    team_member_image: 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTApPjwvc3ZnPg==',
  },
  _embedded: { 'wp:featuredmedia': [{ source_url: 'http://cms.klikvaerk.test/insecure.jpg' }] },
}

/** WordPress's answer for a route it does not have. */
export const noRoute = () =>
  HttpResponse.json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }, { status: 404 })

/** An HTML page with status 200 where JSON was expected (a CMS behind a login page or a CDN error page). */
export const htmlPage = () => new HttpResponse('<!doctype html><html><body><h1>Log ind</h1></body></html>', { headers: { 'Content-Type': 'text/html' } })

/** An endpoint that never answers. */
export const hung = async () => {
  await delay('infinite')
  return HttpResponse.json([])
}

/**
 * The items of `list` whose slug is the request's `slug` parameter, or all of them without one.
 * WordPress gives every post a slug; a fixture without one is found by its title's slug.
 */
function bySlug(request: Request, list: ContentTeamMember[]) {
  const slug = new URL(request.url).searchParams.get('slug')
  const slugOf = (item: ContentTeamMember) => (typeof item.slug === 'string' ? item.slug : slugify(String(item.title?.rendered ?? '')))
  return HttpResponse.json(slug === null ? list : list.filter((item) => slugOf(item) === slug))
}

const otherTeamRoutes = TEAM_ROUTES.filter((route) => route !== DEMO_TEAM_ROUTE)

/** The default demo content system. */
export const contentSystemHandlers = [
  ...otherTeamRoutes.map((route) => http.get(`${CONTENT_BASE}${route}`, noRoute)),
  http.get(`${CONTENT_BASE}${DEMO_TEAM_ROUTE}`, ({ request }) => bySlug(request, demoTeam)),
  http.get(`${CONTENT_BASE}/media/:id`, ({ params }) =>
    Number(params.id) === DEMO_MEDIA.id ? HttpResponse.json(DEMO_MEDIA) : HttpResponse.json({ code: 'rest_post_invalid_id' }, { status: 404 }),
  ),
  http.get(`${CUSTOM_FIELDS_BASE}/:type/:id`, ({ params }) =>
    params.type === 'team-members' && params.id === '102'
      ? HttpResponse.json(DEMO_CUSTOM_FIELDS)
      : HttpResponse.json({ code: 'rest_no_route' }, { status: 404 }),
  ),
  http.get(`${CONTENT_BASE}/categories`, () => HttpResponse.json([])),
  http.get(`${CONTENT_BASE}/posts`, () => HttpResponse.json([])),
]

/** Worlds that replace parts of the default one (pass to `server.use`). */
export const contentScenarios = {
  /** Every route missing: all team routes, the categories and the posts answer 404 rest_no_route. */
  nothing: () => [...TEAM_ROUTES, '/categories', '/posts'].map((route) => http.get(`${CONTENT_BASE}${route}`, noRoute)),
  /** Every team route answers an HTML page with status 200. */
  htmlEverywhere: () => TEAM_ROUTES.map((route) => http.get(`${CONTENT_BASE}${route}`, htmlPage)),
  /** `route` never answers. */
  hung: (route: string) => [http.get(`${CONTENT_BASE}${route}`, hung)],
  /** Nothing of the content system ever answers (every request waits until it is aborted). */
  hangsEverywhere: () => [http.get(`${CONTENT_ORIGIN}/*`, hung)],
  /** The team list answers on `route` instead (with the demo team). */
  teamOn: (route: string, list: ContentTeamMember[] = demoTeam) => [
    ...TEAM_ROUTES.filter((r) => r !== route).map((r) => http.get(`${CONTENT_BASE}${r}`, noRoute)),
    http.get(`${CONTENT_BASE}${route}`, ({ request }) => bySlug(request, list)),
  ],
  /** No team route; the members are posts in the "team" category (id 7). */
  category: () => [
    ...TEAM_ROUTES.map((route) => http.get(`${CONTENT_BASE}${route}`, noRoute)),
    http.get(`${CONTENT_BASE}/categories`, ({ request }) =>
      HttpResponse.json(new URL(request.url).searchParams.get('slug') === TEAM_CATEGORY.slug ? [TEAM_CATEGORY] : []),
    ),
    http.get(`${CONTENT_BASE}/posts`, ({ request }) => {
      const params = new URL(request.url).searchParams
      if (params.get('categories') === String(TEAM_CATEGORY.id)) return HttpResponse.json(demoCategoryPosts)
      return bySlug(request, demoCategoryPosts)
    }),
  ],
  /** The custom-field route fails with `status`. */
  customFieldsFail: (status = 500) => [http.get(`${CUSTOM_FIELDS_BASE}/:type/:id`, () => HttpResponse.json({ code: 'internal_error' }, { status }))],
  /** The media lookup fails with `status`. */
  mediaFails: (status = 404) => [http.get(`${CONTENT_BASE}/media/:id`, () => HttpResponse.json({ code: 'rest_post_invalid_id' }, { status }))],
  /** The demo team plus the hostile member. */
  hostile: () => contentScenarios.teamOn(DEMO_TEAM_ROUTE, [...demoTeam, hostileMember]),
}

/**
 * The demo content system's answer to one request, outside msw's interception: for browser
 * tests that intercept the page's requests themselves (Playwright's `page.route` on
 * `${CONTENT_ORIGIN}/**`, then `route.fulfill` with this response's status, headers and body).
 * The answer allows any origin (the page is on another one). Undefined for a request no handler knows.
 */
export async function answerContentRequest(request: Request, handlers: RequestHandler[] = contentSystemHandlers): Promise<Response | undefined> {
  const response = await getResponse(handlers, request)
  if (!response) return undefined
  const headers = new Headers(response.headers)
  headers.set('Access-Control-Allow-Origin', '*')
  return new Response(response.body, { status: response.status, headers })
}
