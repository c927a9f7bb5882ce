// @vitest-environment node
// The deployable entry under Deno, end to end: CORS, JSON errors, and its one call to the backend
// (the submit function over the REST interface, with the service-role key), against a stand-in that
// speaks the hosted REST service's wire format and runs the real migrations.
import type { PGlite } from '@electric-sql/pglite'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openContactDatabase } from '../../../server/database/contactDatabase.ts'
import { spawnGroup, stopGroup } from '../../../tests/processGroup.ts'
import { startPostgrestStandIn } from '../../../tests/postgrestStandIn.ts'

const KEYS = { anon: 'public-anon-key', serviceRole: 'secret-service-role-key' }
const ORIGIN = 'https://klikvaerk.dk'

let db: PGlite
let standIn: Awaited<ReturnType<typeof startPostgrestStandIn>>
const functions: ChildProcess[] = []

/** Starts the entry under Deno with the platform's environment; resolves with its address. */
async function deployFunction(serviceRoleKey: string): Promise<string> {
  const port = 30_000 + Math.floor(Math.random() * 10_000)
  const child = spawnGroup('node_modules/.bin/deno', ['run', '--quiet', '--allow-net', '--allow-env', '--allow-read', 'tests/deno/serveDeployedFunction.ts'], {
    env: {
      ...process.env,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
      PORT: String(port),
      SUPABASE_URL: standIn.url,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      CONTACT_SALT: 'test-salt',
      ALLOWED_ORIGIN: ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  functions.push(child)
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => ((output += chunk), output.includes('listening on') && resolve()))
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => reject(new Error(`deno exited with ${code}: ${output}`)))
  })
  return `http://127.0.0.1:${port}/secure-contact-form`
}

beforeAll(async () => {
  db = await openContactDatabase()
  standIn = await startPostgrestStandIn(db, KEYS)
}, 120_000)
afterAll(async () => {
  // The .bin entry is a launcher: stop its whole group, the real Deno with it.
  await Promise.all(functions.map((child) => stopGroup(child)))
  await standIn?.close()
  await db?.close()
})

const valid = {
  name: 'Mette Hansen',
  email: 'mette@example.dk',
  company: 'Hansen ApS',
  businessType: 'ecommerce',
  budget: '',
  message: 'Vi vil gerne høre om Google Ads.',
  website: '',
}
const post = (url: string, body: unknown, forwardedFor = '203.0.113.9, 198.51.100.7') =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN, 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ ...(body as object), startedAt: Date.now() - 60_000 }),
  })
const rows = async () =>
  (
    await db.query<{
      name: string
      client_key: string
      landing_page: string
      utm_source: string
      utm_medium: string
      gclid: string
      marketing_consent: boolean
    }>('select name, client_key, landing_page, utm_source, utm_medium, gclid, marketing_consent from public.contact_messages order by id')
  ).rows

describe('secure-contact-form deployed under Deno', () => {
  it('answers preflight, stores a message through the REST RPC with the service-role key, and rate-limits by the gateway address', async () => {
    const url = await deployFunction(KEYS.serviceRole)

    const preflight = await fetch(url, { method: 'OPTIONS', headers: { Origin: ORIGIN } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)

    const accepted = await post(url, {
      ...valid,
      attribution: { landingPage: '/ydelser?utm_source=google&gclid=Cj0K-test', utmSource: 'google' },
      marketingConsent: true,
    })
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toEqual({ success: true, message: 'Your message has been sent successfully!' })
    const call = standIn.calls.at(-1)!
    expect(call).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/submit_contact_message' })
    expect(call.headers.apikey).toBe(KEYS.serviceRole)
    expect(call.headers.authorization).toBe(`Bearer ${KEYS.serviceRole}`)
    expect(call.body).toMatchObject({
      name: 'Mette Hansen',
      business_type: 'ecommerce',
      max_messages: 5,
      window_seconds: 600,
      landing_page: '/ydelser',
      utm_source: 'google',
      gclid: 'Cj0K-test',
      marketing_consent: true,
    })
    const stored = await rows()
    expect(stored.map((row) => row.name)).toEqual(['Mette Hansen'])
    expect(stored[0]).toMatchObject({ landing_page: '/ydelser', utm_source: 'google', utm_medium: '', gclid: 'Cj0K-test', marketing_consent: true })
    expect(stored[0]!.client_key).not.toContain('198.51.100.7')

    const invalid = await post(url, { ...valid, email: 'ikke-en-mail' })
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).error).toBe('Validation failed: Please enter a valid email address')

    // The caller's own X-Forwarded-For entries change nothing: the gateway's last hop is the client.
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await post(url, valid, `10.0.0.${i}, 198.51.100.7`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429])
    const limited = await post(url, valid, '198.51.100.7')
    expect(limited.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect((await limited.json()).error).toMatch(/^Rate limit/)
    expect(await post(url, valid, '198.51.100.8').then((r) => r.status)).toBe(200)
    expect(await rows()).toHaveLength(6)
  }, 120_000)

  it('never claims success when the backend refuses the call (a public key where the service-role key belongs)', async () => {
    const url = await deployFunction(KEYS.anon)
    const before = (await rows()).length
    const refused = await post(url, valid, '192.0.2.44')
    expect(refused.status).toBe(500)
    expect(await refused.json()).toEqual({ error: 'Could not store the message' })
    expect(standIn.calls.at(-1)!.headers.apikey).toBe(KEYS.anon)
    expect((await rows()).length).toBe(before)
  }, 120_000)
})
