// The site as visitors get it: the production build configured by a .env.production file (the hosted
// backend's address and public key, the content system), served by Cloudflare's own Pages runtime
// (`wrangler pages dev`, started by tests/deploy/serveDeployed.ts), which applies the build's _headers
// and _redirects as the host does. Every page answers at its one address without a redirect.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { TEAM_SHELL_ROUTE } from '../../team/shellRoute.ts'
import { backendStandInUrl, contentStandInUrl, DEPLOYED_ANON_KEY, DEPLOYED_DIST, DEPLOYED_SECRET, deployedUrl, tagStandInUrl } from '../deploy/ports.ts'
import type { ReceivedCall } from '../deploy/backendStandIn.ts'
import { contactFormReady, expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

const CLIENT_DIR = join(DEPLOYED_DIST, 'client')

/** The headers the _headers file sets for every path ("/*"), as name → value. */
function headersForEveryPath(): Map<string, string> {
  const block = readFileSync(join(CLIENT_DIR, '_headers'), 'utf8')
    .split(/\n(?=\S)/)
    .find((part) => part.startsWith('/*\n'))!
  const lines = block
    .split('\n')
    .slice(1)
    .filter((line) => line.trim())
  return new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]))
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }
const titleOf = (html: string) => (html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]!)

const get = (request: APIRequestContext, path: string) => request.get(`${deployedUrl}${path}`, { maxRedirects: 0 })

for (const { route, title } of routes) {
  test(`deployed ${route}: 200 at its one address without a redirect, with the security headers and its own title`, async ({ request }) => {
    const response = await get(request, route)
    expect(response.status()).toBe(200)
    for (const [name, value] of headersForEveryPath()) expect(response.headers()[name], name).toBe(value)
    expect(titleOf(await response.text())).toBe(title)
  })
}

test('deployed: the address with a trailing slash redirects once to the one without', async ({ request }) => {
  for (const route of ['/om-os', '/services/google-ads', '/team/sofie-lund', '/blog']) {
    const response = await get(request, `${route}/`)
    expect(response.status(), route).toBe(308)
    expect(new URL(response.headers().location!, deployedUrl).pathname, route).toBe(route)
  }
})

test('deployed: an unknown path gets the not-found page with status 404 and the security headers', async ({ request }) => {
  const response = await get(request, '/findes/ikke')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('Oops! Page not found')
  expect(response.headers()['content-security-policy']).toBe(headersForEveryPath().get('content-security-policy'))
})

test('deployed: a team member only the content system knows gets the client-side shell; prerendered members their own page', async ({ request }) => {
  const shellTitle = routes.find(({ route }) => route === TEAM_SHELL_ROUTE)!.title
  const unknown = await get(request, '/team/kun-i-indholdssystemet')
  expect(unknown.status()).toBe(200)
  expect(titleOf(await unknown.text())).toBe(shellTitle)
  for (const { route, title } of routes.filter(({ route }) => /^\/team\/[a-z]/.test(route))) {
    expect(titleOf(await (await get(request, route)).text()), route).toBe(title)
  }
  expect((await get(request, '/team/a/b')).status()).toBe(404)
})

test('deployed: hashed assets are cached for a year; pages are revalidated, and kept for the back/forward cache (no no-store)', async ({ request }) => {
  const asset = readdirSync(join(CLIENT_DIR, 'assets'), { recursive: true, encoding: 'utf8' }).find((file) => file.endsWith('.js'))!
  const response = await get(request, `/assets/${asset}`)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const page of ['/', '/om-os', '/services/google-ads']) {
    const cacheControl = (await get(request, page)).headers()['cache-control'] ?? ''
    expect(cacheControl, page).not.toMatch(/immutable|max-age=[1-9]|no-store/)
  }
})

test('deployed: the .env.production settings reach the browser bundle and both CSPs (the measurement tags included), and no secret does', () => {
  const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(js|html|json|txt|xml)$|_headers$/.test(file))
  const text = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8')
  expect(files.some((file) => file.endsWith('.js') && text(file).includes(backendStandInUrl) && text(file).includes(DEPLOYED_ANON_KEY))).toBe(true)
  // The backend, the content system and the measurement tags (their stand-in's origin beside the
  // vendors' own hosts), all from the env file, in the meta tag's policy and the header's.
  const connectSrc = new RegExp(`connect-src 'self' ${backendStandInUrl} ${contentStandInUrl} [^;]*${tagStandInUrl}[^;]*;`)
  expect(text('kontakt.html').replaceAll('&#x27;', "'")).toMatch(connectSrc)
  expect(text('_headers')).toMatch(connectSrc)
  for (const file of files) expect(text(file), file).not.toContain(DEPLOYED_SECRET)
})

test('deployed: the form on /kontakt sends to the configured backend with the public key, within both CSPs', async ({ page, problems }) => {
  await page.goto(`${deployedUrl}/kontakt`)
  const send = await contactFormReady(page)
  const form = page.locator('form')
  await form.getByLabel('Navn').fill('Mette Hansen')
  await form.getByLabel('E-mail').fill('mette@example.dk')
  await form.getByLabel('Besked').fill('Vi vil gerne høre mere om Google Ads.')
  await send.click()
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 15_000 })
  const received = (await (await fetch(`${backendStandInUrl}/__received`)).json()) as ReceivedCall[]
  const arrived = received.at(-1)!
  expect(arrived.path).toBe('/functions/v1/secure-contact-form')
  expect(arrived.headers.apikey).toBe(DEPLOYED_ANON_KEY)
  expect(arrived.headers.authorization).toBe(`Bearer ${DEPLOYED_ANON_KEY}`)
  expect(arrived.body).toMatchObject({ name: 'Mette Hansen', email: 'mette@example.dk' })
  expect(problems.cspViolations).toEqual([])
})
