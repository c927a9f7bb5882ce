// @vitest-environment node
// The deployable entry under Deno, end to end: it type-checks under Deno, takes a beacon's text/plain
// batch from the site's origin, calls record_web_vitals over the REST interface with the service-role
// key (against a stand-in that speaks the hosted REST service's wire format on the real migrations),
// refuses a foreign origin, and holds 200 concurrent batches with every row stored once.
import type { PGlite } from '@electric-sql/pglite'
import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openContactDatabase } from '../../../server/database/contactDatabase.ts'
import { runGroup, spawnGroup, stopGroup } from '../../../tests/processGroup.ts'
import { startPostgrestStandIn } from '../../../tests/postgrestStandIn.ts'

const KEYS = { anon: 'public-anon-key', serviceRole: 'secret-service-role-key' }
const ORIGIN = 'https://klikvaerk.dk'
const DENO_ENV = { ...process.env, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' }

let db: PGlite
let standIn: Awaited<ReturnType<typeof startPostgrestStandIn>>
let url: string
let deno: ChildProcess

beforeAll(async () => {
  db = await openContactDatabase()
  standIn = await startPostgrestStandIn(db, KEYS)
  const port = 30_000 + Math.floor(Math.random() * 10_000)
  deno = spawnGroup('node_modules/.bin/deno', ['run', '--quiet', '--allow-net', '--allow-env', '--allow-read', 'tests/deno/serveDeployedFunction.ts'], {
    env: {
      ...DENO_ENV,
      FUNCTION: 'web-vitals',
      PORT: String(port),
      SUPABASE_URL: standIn.url,
      SUPABASE_SERVICE_ROLE_KEY: KEYS.serviceRole,
      CONTACT_SALT: 'test-salt',
      ALLOWED_ORIGIN: ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    deno.stdout!.on('data', (chunk) => ((output += chunk), output.includes('listening on') && resolve()))
    deno.stderr!.on('data', (chunk) => (output += chunk))
    deno.once('exit', (code) => reject(new Error(`deno exited with ${code}: ${output}`)))
  })
  url = `http://127.0.0.1:${port}/web-vitals`
}, 120_000)
afterAll(async () => {
  if (deno) await stopGroup(deno)
  await standIn?.close()
  await db?.close()
})

const pageView = (i: number) => `0000000${i % 10}-0000-4000-8000-${String(i).padStart(12, '0')}`
const batch = (i: number) => ({
  pageView: pageView(i),
  path: '/kontakt',
  shownAs: 'navigate',
  viewport: 'phone',
  connection: '',
  entries: [
    { name: 'LCP', value: 1200 + i, element: 'h1', parts: { ttfb: 100, loadDelay: 0, loadDuration: 0, renderDelay: 1100 + i } },
    { name: 'CLS', value: 0, element: '' },
  ],
})
/** A beacon from the site: text/plain, the Origin, and the gateway's X-Forwarded-For with a client of its own. */
const beacon = (body: unknown, client = '198.51.100.7', origin = ORIGIN) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin, 'X-Forwarded-For': `203.0.113.1, ${client}` },
    body: JSON.stringify(body),
  })
const rows = async (where = 'true') => (await db.query<{ n: number }>(`select count(*)::int as n from public.web_vitals where ${where}`)).rows[0]!.n

describe('web-vitals deployed under Deno', () => {
  it('type-checks the deployable entry point', async () => {
    await expect(
      runGroup('node_modules/.bin/deno', ['check', '--quiet', 'supabase/functions/web-vitals/index.ts'], { env: DENO_ENV, timeoutMs: 60_000 }),
    ).resolves.toBeDefined()
  }, 90_000)

  it('stores a beacon through the REST RPC with the service-role key, and refuses a foreign origin and a bad value with 4xx JSON', async () => {
    const accepted = await beacon(batch(1))
    expect(accepted.status).toBe(200)
    expect(accepted.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    const call = standIn.calls.at(-1)!
    expect(call).toMatchObject({ method: 'POST', path: '/rest/v1/rpc/record_web_vitals' })
    expect(call.headers.apikey).toBe(KEYS.serviceRole)
    expect(call.body).toMatchObject({ page_view: pageView(1), path: '/kontakt', max_batches: 120, window_seconds: 600 })
    expect(JSON.stringify(call.body)).not.toContain('198.51.100.7')
    expect(await rows(`page_view = '${pageView(1)}'`)).toBe(2)

    const foreign = await beacon(batch(2), '198.51.100.7', 'https://evil.example')
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ error: 'Origin not allowed' })
    const bad = await beacon({ ...batch(3), entries: [{ name: 'LCP', value: 1e9 }] })
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toBe('Validation failed: entries[0].value: LCP must be a number from 0 to 120000, got 1000000000')
    expect(await rows(`page_view in ('${pageView(2)}', '${pageView(3)}')`)).toBe(0)
  }, 60_000)

  it('holds 200 concurrent batches from 200 clients with every row stored once', async () => {
    const before = await rows()
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => beacon(batch(1000 + i), `198.51.${Math.floor(i / 250)}.${(i % 250) + 1}`).then((r) => r.status)),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(200)
    expect(await rows()).toBe(before + 400)
    expect((await db.query<{ n: number }>('select count(distinct page_view)::int as n from public.web_vitals')).rows[0]!.n).toBe((before + 400) / 2)
  }, 120_000)
})
