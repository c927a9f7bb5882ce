// A production build configured as README says (VITE_BACKEND_URL, VITE_BACKEND_ANON_KEY) reaches that
// backend: its address and public key are in the browser bundle and the CSP, and the form posts there.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { join } from 'node:path'
import { contactFormReady, expect, test } from './fixtures.ts'
import { startOwnServer, type OwnServer } from './ownServer.ts'

const DIST = 'test-results/backend-build'
const ANON_KEY = 'test-public-anon-key-5f2c'
const SECRET = 'never-in-dist-9b1e'

interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: Record<string, unknown>
}

let backend: Server
let backendUrl: string
const received: Received[] = []
let site: OwnServer

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  // The stand-in backend: the functions endpoint, with CORS as the hosted one answers it.
  backend = createServer((request, response) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type', 'Access-Control-Allow-Methods': 'POST, OPTIONS' }
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end()
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(text || '{}') })
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, message: 'Your message has been sent successfully!' }))
    })
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  backendUrl = `http://127.0.0.1:${(backend.address() as { port: number }).port}`

  rmSync(DIST, { recursive: true, force: true })
  const env = { ...process.env, DIST_DIR: DIST, VITE_BACKEND_URL: backendUrl, VITE_BACKEND_ANON_KEY: ANON_KEY, SUPABASE_SERVICE_ROLE_KEY: SECRET, CONTACT_SALT: SECRET }
  execFileSync(process.execPath, ['node_modules/vike/bin.js', 'build'], { env, stdio: 'pipe' })
  execFileSync(process.execPath, ['scripts/postbuild.ts'], { env, stdio: 'pipe' })
  site = await startOwnServer({ env: { SITE_DIR: join(DIST, 'client'), VITE_BACKEND_URL: backendUrl } })
})

test.afterAll(async () => {
  await site?.stop()
  await new Promise((resolve) => backend?.close(resolve))
})

const builtFiles = (pattern: RegExp) =>
  readdirSync(join(DIST, 'client'), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => ({ file, text: readFileSync(join(DIST, 'client', file), 'utf8') }))

test('the build carries the backend address and public key to the browser and into the CSP, and no secret', () => {
  const js = builtFiles(/\.js$/)
  expect(js.some(({ text }) => text.includes(backendUrl) && text.includes(ANON_KEY))).toBe(true)
  const kontakt = readFileSync(join(DIST, 'client/kontakt/index.html'), 'utf8').replaceAll('&#x27;', "'")
  expect(kontakt).toContain(`connect-src 'self' ${backendUrl}`)
  expect(readFileSync(join(DIST, 'client/_headers'), 'utf8')).toContain(`connect-src 'self' ${backendUrl}`)
  for (const { file, text } of builtFiles(/\.(js|html|json|txt|xml)$|_headers$/)) expect(text, file).not.toContain(SECRET)
})

test('the form on /kontakt sends to the configured backend, with the public key', async ({ page, problems }) => {
  await page.goto(`${site.url}/kontakt`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  const form = page.locator('form')
  await form.getByLabel('Navn').fill('Mette Hansen')
  await form.getByLabel('E-mail').fill('mette@example.dk')
  await form.getByLabel('Besked').fill('Vi vil gerne høre mere om Google Ads.')
  await (await contactFormReady(page)).click()
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 15_000 })
  const arrived = received.at(-1)!
  expect(arrived.path).toBe('/functions/v1/secure-contact-form')
  expect(arrived.headers.apikey).toBe(ANON_KEY)
  expect(arrived.headers.authorization).toBe(`Bearer ${ANON_KEY}`)
  expect(arrived.body).toMatchObject({ name: 'Mette Hansen', email: 'mette@example.dk' })
  expect(problems.cspViolations).toEqual([])
})
