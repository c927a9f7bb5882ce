import { getConnInfo } from '@hono/node-server/conninfo'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { etag } from 'hono/etag'
import { headersOfPath, readHeadersFile } from './hostHeaders.ts'
import { isLoopback, LOCAL_REPORT_PATH, LOCAL_TOKEN_HEADER } from './localReport.ts'
import { WEB_VITALS_FUNCTION_PATH } from '../consent/measurement/webVitalsConfig.ts'
import type { CallerInfo } from '../supabase/functions/_shared/contactHandler.ts'
import { htmlFileOfRoute } from '../site/pageLayout.ts'
import { CACHE_CONTROL } from '../site/cacheControl.ts'
import { isTeamMemberPath, TEAM_SHELL_FILE } from '../team/shellRoute.ts'

export interface AppOptions {
  /** Folder with the built site (default dist/client), its _headers file included. */
  root: string
  /** The secure-contact-form function, mounted at /functions/v1/secure-contact-form. */
  contactHandler?: (request: Request, caller: CallerInfo) => Promise<Response>
  /** The web-vitals function, mounted at /functions/v1/web-vitals. */
  vitalsHandler?: (request: Request, caller: CallerInfo) => Promise<Response>
  /** The speed report for `npm run vitals` (server/localReport.ts): answered at LOCAL_REPORT_PATH over loopback to this token only. */
  localReport?: { token: string; report: (days: number) => Promise<unknown> }
}

export const CONTACT_FUNCTION_PATH = '/functions/v1/secure-contact-form'

/** The one address of a page: without a trailing slash or ".html" ("/" stays "/"). */
export function canonicalPath(pathname: string): string {
  const bare = pathname
    .replace(/\/+$/, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '')
  return bare === '' ? '/' : bare
}

/** A request path without a file extension is a page: its file is "<path>.html" (site/pageLayout.ts). */
function pageFileOfPath(path: string): string {
  return /\.[a-z0-9]+$/i.test(path) ? path : `/${htmlFileOfRoute(path)}`
}

/**
 * The production-like server behind `npm start`: the prerendered files, precompressed
 * (brotli or gzip by Accept-Encoding), 304 for a file the browser already has unchanged (as static
 * hosts answer a revalidation), the not-found page with HTTP 404 for unknown paths, and on every
 * reply the headers the build wrote for its path into the site's _headers file, as the static host
 * sends them: the security headers (the Content Security Policy with the hashes of the very scripts
 * the build inlined) and how long to cache it. Backend functions mount here as routes.
 */
export function createApp({ root, contactHandler, vitalsHandler, localReport }: AppOptions) {
  const app = new Hono()
  const rules = readHeadersFile(root)

  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(headersOfPath(rules, c.req.path))) c.res.headers.set(name, value)
    // What is not found, and what no rule gives a lifetime (the pages), is asked for again each time.
    const found = c.res.status === 200 || c.res.status === 304
    if (!found || !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', CACHE_CONTROL.other)
    if (!c.res.headers.get('Vary')?.includes('Accept-Encoding')) c.res.headers.append('Vary', 'Accept-Encoding')
  })

  if (contactHandler) {
    // The caller's address comes from the TCP connection, never from a header the caller can set.
    app.all(CONTACT_FUNCTION_PATH, (c) => contactHandler(c.req.raw, { clientAddress: getConnInfo(c).remote.address ?? 'unknown' }))
  }
  if (vitalsHandler) {
    app.all(WEB_VITALS_FUNCTION_PATH, (c) => vitalsHandler(c.req.raw, { clientAddress: getConnInfo(c).remote.address ?? 'unknown' }))
  }
  if (localReport) {
    app.get(LOCAL_REPORT_PATH, async (c, next) => {
      if (!isLoopback(getConnInfo(c).remote.address) || c.req.header(LOCAL_TOKEN_HEADER) !== localReport.token) return next()
      return c.json(await localReport.report(Number(c.req.query('days') ?? 28)))
    })
  }

  // One address per page, as the static hosts answer it: "/om-os" is served from om-os.html, and
  // "/om-os/" and "/om-os.html" redirect once to it.
  app.get('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    const canonical = canonicalPath(pathname)
    if (canonical !== pathname) return c.redirect(`${canonical}${search}`, 308)
    await next()
  })

  // An ETag from the bytes sent (each encoding its own), so a page revalidated on a repeat visit
  // costs a 304 without a body instead of the whole page again.
  app.use('*', etag())
  app.use('*', serveStatic({ root, precompressed: true, rewriteRequestPath: pageFileOfPath }))

  // A team member without a prerendered page may exist in the content system: serve the client-side
  // shell, which looks the slug up (as the static host's _redirects file does). Other paths stay 404.
  const teamShell = serveStatic({ root, path: TEAM_SHELL_FILE, precompressed: true })
  app.get('/team/:slug', async (c, next) => (isTeamMemberPath(c.req.path) ? teamShell(c, next) : next()))

  const notFoundPage = serveStatic({ root, path: '404.html', precompressed: true })
  app.notFound(async (c) => {
    const page = await notFoundPage(c, async () => {})
    if (!page) return c.text('Not found', 404)
    return new Response(page.body, { status: 404, headers: page.headers })
  })
  return app
}
