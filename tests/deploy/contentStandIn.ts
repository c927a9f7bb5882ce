// A stand-in content system for the browser suites: a small local HTTP server that speaks the
// WordPress REST shape the client asks for (SPEC.md section 7: the team routes /team-member,
// /team_member, /teammember, /team-members, /team_members, /team, each ?_embed&per_page=100 or
// ?slug=…&_embed; GET /media/{id} for a numeric image; the "team" category's posts as the last
// fallback). A test switches what it answers over HTTP and reads what it was asked:
//
//   POST /__scenario {"scenario": "normal" | "hang" | "hostile" | "error"}   (also empties the log and
//        cuts the requests a "hang" left unanswered, so no browser is left waiting on them)
//   GET  /__requests  → ["/wp-json/wp/v2/team-member?_embed&per_page=100", ...] in the order asked
//
// Run on its own: node tests/deploy/contentStandIn.ts <port>
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'
import { hostileMembers, normalMembers, STAND_IN_MEDIA, TEAM_CATEGORY, type StandInMember } from './contentStandInMembers.ts'

export const SCENARIOS = ['normal', 'hang', 'hostile', 'error'] as const
export type Scenario = (typeof SCENARIOS)[number]

/** Where the WordPress REST API lives on the stand-in. */
export const REST_PREFIX = '/wp-json/wp/v2'
/** The one team route that exists (the fourth the client tries), as on many real sites. */
export const STAND_IN_TEAM_ROUTE = '/team-members'
const OTHER_TEAM_ROUTES = ['/team-member', '/team_member', '/teammember', '/team_members', '/team']

const CORS = { 'Access-Control-Allow-Origin': '*' }

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...CORS }).end(JSON.stringify(body))
}

/** WordPress's answer for a route it does not have. */
const noRoute = (response: ServerResponse) =>
  json(response, 404, { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } })

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

/** The members whose slug is `slug`, or all of them without one (WordPress's `?slug=` filter). */
function bySlug(members: readonly StandInMember[], slug: string | null) {
  return slug === null ? members : members.filter((member) => member.slug === slug)
}

/** The WordPress answer for one REST request in the normal or hostile world. */
function answerRest(response: ServerResponse, route: string, query: URLSearchParams, members: readonly StandInMember[]) {
  const slug = query.get('slug')
  if (route === STAND_IN_TEAM_ROUTE) return json(response, 200, bySlug(members, slug))
  if (OTHER_TEAM_ROUTES.includes(route)) return noRoute(response)
  const media = /^\/media\/(\d+)$/.exec(route)
  if (media) {
    const item = STAND_IN_MEDIA.find((candidate) => candidate.id === Number(media[1]))
    return item ? json(response, 200, item) : json(response, 404, { code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } })
  }
  if (route === '/categories') return json(response, 200, slug === TEAM_CATEGORY.slug ? [TEAM_CATEGORY] : [])
  if (route === '/posts') return json(response, 200, [])
  return noRoute(response)
}

/**
 * Starts the stand-in on 127.0.0.1:`port`. `url` is the base to configure the site with
 * (VITE_CONTENT_API_URL); the admin routes are at the server's root. `close` ends every
 * connection, hanging ones included.
 */
export async function startContentStandIn(port: number): Promise<{ url: string; close(): Promise<void> }> {
  let scenario: Scenario = 'normal'
  const asked: string[] = []
  const unanswered = new Set<ServerResponse>()

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (url.pathname === '/__scenario' && request.method === 'POST') {
      let wanted: unknown
      try {
        wanted = (JSON.parse(await readBody(request)) as { scenario?: unknown }).scenario
      } catch {}
      if (!SCENARIOS.includes(wanted as Scenario)) return json(response, 400, { error: `scenario must be one of ${SCENARIOS.join(', ')}` })
      scenario = wanted as Scenario
      asked.length = 0
      for (const held of unanswered) held.destroy()
      unanswered.clear()
      return json(response, 200, { scenario })
    }
    if (url.pathname === '/__requests' && request.method === 'GET') return json(response, 200, asked)
    if (request.method === 'OPTIONS')
      return response.writeHead(204, { ...CORS, 'Access-Control-Allow-Headers': 'Accept', 'Access-Control-Allow-Methods': 'GET' }).end()
    if (!url.pathname.startsWith(REST_PREFIX) || request.method !== 'GET') return noRoute(response)
    asked.push(`${url.pathname}${url.search}`)
    const route = url.pathname.slice(REST_PREFIX.length)
    // The query as WordPress reads it: "?_embed&per_page=100" has an empty _embed.
    const query = url.searchParams
    switch (scenario) {
      case 'hang':
        // Never answered: the client gives up after its 10 s time-out (or the next scenario cuts it).
        unanswered.add(response)
        response.once('close', () => unanswered.delete(response))
        return
      case 'error':
        return json(response, 500, { code: 'internal_server_error', message: 'There has been a critical error on this website.', data: { status: 500 } })
      case 'hostile':
        return answerRest(response, route, query, [...normalMembers, ...hostileMembers])
      default:
        return answerRest(response, route, query, normalMembers)
    }
  })
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}${REST_PREFIX}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

// node tests/deploy/contentStandIn.ts <port>: runs until stopped (Ctrl+C or SIGTERM).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2])
  if (!Number.isInteger(port) || port <= 0) {
    console.error('usage: node tests/deploy/contentStandIn.ts <port>')
    process.exit(2)
  }
  const standIn = await startContentStandIn(port)
  console.log(`content stand-in: ${standIn.url} (POST /__scenario, GET /__requests at http://127.0.0.1:${port})`)
  const stop = () => void standIn.close().then(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
