// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createWebVitalsHandler, type VitalsStore } from './webVitalsHandler.ts'
import { rate, VITALS_LIMITS, type VitalsBatch } from './webVitalsRules.ts'

const ORIGIN = 'https://klikvaerk.dk'
const PAGE_VIEW = '3f2b8c1e-5a6d-4e7f-9a0b-1c2d3e4f5a6b'

/** A store that keeps what it is given, rate-limits after `max` batches per client, or fails when told to. */
function memoryStore({ fail = false } = {}) {
  const batches: { batch: VitalsBatch; clientKey: string }[] = []
  const store: VitalsStore = {
    async record(batch, clientKey, limit) {
      if (fail) throw new Error('database down')
      if (batches.filter((b) => b.clientKey === clientKey).length >= limit.max) return 'rate-limited'
      batches.push({ batch, clientKey })
      return 'stored'
    },
  }
  return { store, batches }
}

const batch = (change: Record<string, unknown> = {}) => ({
  pageView: PAGE_VIEW,
  path: '/kontakt',
  shownAs: 'navigate',
  viewport: 'phone',
  connection: '4g',
  entries: [
    { name: 'LCP', value: 1840, element: 'main>section#hero>h1', parts: { ttfb: 120, loadDelay: 0, loadDuration: 0, renderDelay: 1720 } },
    { name: 'INP', value: 96, element: 'button.send', interaction: 'pointer', island: 'kontaktformular', islandState: 'starting' },
    { name: 'CLS', value: 0.02, element: 'footer' },
  ],
  ...change,
})

/** A beacon as a browser sends it: a plain text body, no headers of its own but the Origin. */
const beacon = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://edge/web-vitals', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const caller = { clientAddress: '198.51.100.7' }

describe('the web-vitals function', () => {
  it('stores a batch sent as a beacon (text/plain, cross-origin) and answers with the CORS headers', async () => {
    const { store, batches } = memoryStore()
    const handle = createWebVitalsHandler({ store, allowedOrigin: ORIGIN })
    const response = await handle(beacon(batch()), caller)
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
    expect(await response.json()).toEqual({ success: true, stored: 3 })
    expect(batches).toHaveLength(1)
    expect(batches[0]!.batch.entries.map((entry) => entry.name)).toEqual(['LCP', 'INP', 'CLS'])
    expect(batches[0]!.batch.entries[1]).toMatchObject({ island: 'kontaktformular', islandState: 'starting', interaction: 'pointer' })
    // The client's address reaches the store only as a salted hash.
    expect(batches[0]!.clientKey).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(batches)).not.toContain('198.51.100.7')
  })

  it.each([
    ['an unknown metric', { entries: [{ name: 'FID', value: 10 }] }, 'entries[0].name: unknown metric "FID" (known: LCP, INP, CLS, FCP, TTFB)'],
    ['an LCP beyond two minutes', { entries: [{ name: 'LCP', value: 120_001 }] }, 'entries[0].value: LCP must be a number from 0 to 120000, got 120001'],
    ['a negative INP', { entries: [{ name: 'INP', value: -1 }] }, 'entries[0].value: INP must be a number from 0 to 60000, got -1'],
    ['a CLS over 10', { entries: [{ name: 'CLS', value: 11 }] }, 'entries[0].value: CLS must be a number from 0 to 10, got 11'],
    ['a value that is no number', { entries: [{ name: 'TTFB', value: '200' }] }, 'entries[0].value: TTFB must be a number from 0 to 120000, got "200"'],
    [
      'more than 20 entries',
      { entries: Array.from({ length: 21 }, () => ({ name: 'CLS', value: 0 })) },
      `entries: at most ${VITALS_LIMITS.entries} in one batch, got 21`,
    ],
    ['a page view id that is no UUID', { pageView: 'visitor-42' }, 'pageView: must be a UUID'],
    ['an address that is no path', { path: 'https://example.com/' }, 'path: must be a path starting with "/"'],
    [
      'an unknown way of showing the page',
      { shownAs: 'teleport' },
      'shownAs: must be one of navigate, reload, back-forward, back-forward-cache, prerender, restore',
    ],
    ['an island id with markup', { entries: [{ name: 'INP', value: 50, island: '<img>' }] }, 'entries[0].island: must be an island id'],
  ])('refuses %s with 400, naming the field and the rule, and stores nothing of the batch', async (_, change, message) => {
    const { store, batches } = memoryStore()
    const handle = createWebVitalsHandler({ store })
    const response = await handle(beacon(batch(change)), caller)
    expect(response.status).toBe(400)
    expect((await response.json()).error).toContain(`Validation failed: ${message}`)
    expect(batches).toEqual([])
  })

  it('refuses a body over 16 KB with 413, read no further', async () => {
    const { store, batches } = memoryStore()
    const handle = createWebVitalsHandler({ store })
    const response = await handle(beacon(batch({ padding: 'x'.repeat(VITALS_LIMITS.bodyBytes) })), caller)
    expect(response.status).toBe(413)
    expect((await response.json()).error).toMatch(/^Request body too large/)
    expect(batches).toEqual([])
  })

  it('refuses a foreign origin (403), another method (405), another body type (415) and a body that is no JSON (400), each as JSON', async () => {
    const { store, batches } = memoryStore()
    const handle = createWebVitalsHandler({ store, allowedOrigin: ORIGIN })
    const cases: [Request, number, RegExp][] = [
      [beacon(batch(), { Origin: 'https://evil.example' }), 403, /^Origin not allowed/],
      [new Request('http://edge/web-vitals', { headers: { Origin: ORIGIN } }), 405, /^Method not allowed/],
      [beacon(batch(), { 'Content-Type': 'application/json' }), 415, /text\/plain/],
      [beacon('{"pageView":'), 400, /^Invalid JSON body/],
    ]
    for (const [request, status, error] of cases) {
      const response = await handle(request, caller)
      expect(response.status).toBe(status)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect((await response.json()).error).toMatch(error)
    }
    expect(batches).toEqual([])
  })

  it('answers CORS preflight from an allowed origin', async () => {
    const handle = createWebVitalsHandler({ store: memoryStore().store, allowedOrigin: ORIGIN })
    const response = await handle(new Request('http://edge/web-vitals', { method: 'OPTIONS', headers: { Origin: ORIGIN } }), caller)
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ORIGIN)
  })

  it('cleans what is only too long: a selector keeps its last 100 characters (the element itself), a path loses its query', async () => {
    const { store, batches } = memoryStore()
    const handle = createWebVitalsHandler({ store })
    const selector = `${'div>'.repeat(60)}button#send`
    const response = await handle(beacon(batch({ path: '/kontakt?email=a@b.dk#form', entries: [{ name: 'CLS', value: 0.3, element: selector }] })), caller)
    expect(response.status).toBe(200)
    const stored = batches[0]!.batch
    expect(stored.path).toBe('/kontakt')
    expect(stored.entries[0]!.element).toHaveLength(VITALS_LIMITS.selector)
    expect(stored.entries[0]!.element.endsWith('button#send')).toBe(true)
  })

  it('rate-limits per client (429) and lets other clients through', async () => {
    const { store } = memoryStore()
    const handle = createWebVitalsHandler({ store, rateLimit: { max: 2, windowMs: 60_000 } })
    const statuses = []
    for (let i = 0; i < 3; i++) statuses.push((await handle(beacon(batch()), caller)).status)
    expect(statuses).toEqual([200, 200, 429])
    expect((await handle(beacon(batch()), { clientAddress: '198.51.100.8' })).status).toBe(200)
  })

  it('never throws: a store that fails answers 500 as JSON', async () => {
    const handle = createWebVitalsHandler({ store: memoryStore({ fail: true }).store })
    const response = await handle(beacon(batch()), caller)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ error: 'Could not store the measurements' })
  })
})

describe("Google's ratings", () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.26, 'poor'],
  ] as const)('rate %s %d as %s', (name, value, rating) => {
    expect(rate(name, value)).toBe(rating)
  })
})
