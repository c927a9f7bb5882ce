// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openContactDatabase } from '../../../server/database/contactDatabase.ts'
import { pgliteMessageStore } from '../../../server/database/pgliteMessageStore.ts'
import { originMatcher } from './allowedOrigins.ts'
import { ATTRIBUTION_LIMITS } from './attributionRules.ts'
import { createContactHandler, type MessageStore } from './contactHandler.ts'

const NOW = Date.parse('2026-11-21T12:00:00Z')
const valid = {
  name: 'Mette Hansen',
  email: 'mette@example.dk',
  company: 'Hansen ApS',
  businessType: 'ecommerce',
  budget: '',
  message: 'Vi vil gerne høre om Google Ads.',
  startedAt: NOW - 60_000,
}
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'contact-'))
  dirs.push(dir)
  return dir
}

// One embedded Postgres with the project's migrations for the whole file, emptied before each test.
let db: PGlite
beforeAll(async () => {
  db = await openContactDatabase()
}, 120_000)
afterAll(() => db.close())
beforeEach(() => db.exec('truncate public.contact_messages'))

function setup(store = pgliteMessageStore(db)) {
  const handle = createContactHandler({ store, now: () => NOW, allowedOrigin: 'https://klikvaerk.dk' })
  const post = (body: unknown, { address = '10.0.0.1', headers = {} as Record<string, string> } = {}) =>
    handle(
      new Request('http://local/functions/v1/secure-contact-form', {
        method: 'POST',
        // The site's own page, as a browser sends it with a cross-origin POST.
        headers: { 'Content-Type': 'application/json', Origin: 'https://klikvaerk.dk', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      { clientAddress: address },
    )
  return { store, handle, post }
}

async function json(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://klikvaerk.dk')
  return (await response.json()) as { success?: boolean; error?: string; message?: string }
}

describe('allowed origins (ALLOWED_ORIGIN)', () => {
  const allowed = originMatcher('https://klikvaerk.dk, https://www.klikvaerk.dk https://*.klikvaerk.pages.dev')

  it('admits the listed origins and one subdomain level where the list has "*"', () => {
    for (const origin of ['https://klikvaerk.dk', 'https://www.klikvaerk.dk', 'https://3f9c2a.klikvaerk.pages.dev', 'https://feature-x.klikvaerk.pages.dev']) {
      expect(allowed(origin), origin).toBe(origin)
    }
  })

  it('refuses other sites, other schemes, deeper or missing subdomains and look-alikes', () => {
    for (const origin of [
      'https://evil.dk',
      'http://klikvaerk.dk',
      'https://klikvaerk.pages.dev',
      'https://a.b.klikvaerk.pages.dev',
      'https://klikvaerk.dk.evil.dk',
      'https://xklikvaerk.dk',
      null,
    ]) {
      expect(allowed(origin), String(origin)).toBeNull()
    }
  })

  it('"*" or nothing admits any origin; a second "*" in one entry is a configuration error', () => {
    expect(originMatcher('*')('https://evil.dk')).toBe('*')
    expect(originMatcher('')('https://evil.dk')).toBe('*')
    expect(() => originMatcher('https://*.*.pages.dev')).toThrow('more than one "*"')
  })

  it('the function refuses a browser on a site not listed, before reading anything, and answers a listed one', async () => {
    const store = pgliteMessageStore(db)
    const handle = createContactHandler({ store, now: () => NOW, allowedOrigin: 'https://klikvaerk.dk https://*.klikvaerk.pages.dev' })
    const preflight = (origin: string) =>
      handle(new Request('http://local/x', { method: 'OPTIONS', headers: { Origin: origin } }), { clientAddress: '1.1.1.1' })
    const refused = await preflight('https://evil.dk')
    expect(refused.status).toBe(403)
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull()
    expect(await refused.json()).toEqual({ error: 'Origin not allowed' })
    const preview = await preflight('https://3f9c2a.klikvaerk.pages.dev')
    expect(preview.status).toBe(204)
    expect(preview.headers.get('Access-Control-Allow-Origin')).toBe('https://3f9c2a.klikvaerk.pages.dev')
  })
})

describe('secure-contact-form', () => {
  it('answers CORS preflight', async () => {
    const { handle } = setup()
    const res = await handle(new Request('http://local/x', { method: 'OPTIONS', headers: { Origin: 'https://klikvaerk.dk' } }), { clientAddress: '1.1.1.1' })
    expect(res.status).toBe(204)
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://klikvaerk.dk')
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST')
    expect(res.headers.get('Access-Control-Allow-Headers')).toContain('apikey')
  })

  it('stores a valid message and answers success', async () => {
    const { post, store } = setup()
    const res = await post(valid)
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ success: true, message: 'Your message has been sent successfully!' })
    expect(await store.all()).toEqual([expect.objectContaining({ name: 'Mette Hansen', email: 'mette@example.dk', businessType: 'ecommerce' })])
    expect((await store.all())[0]!.clientKey).not.toContain('10.0.0.1')
  })

  it('rejects other methods with 405', async () => {
    const { handle } = setup()
    const res = await handle(new Request('http://local/x', { method: 'GET', headers: { Origin: 'https://klikvaerk.dk' } }), { clientAddress: '1.1.1.1' })
    expect(res.status).toBe(405)
    expect((await json(res)).error).toMatch(/Method not allowed/)
  })

  it('rejects a body that is not JSON with 415', async () => {
    const { post } = setup()
    const res = await post('name=x', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(415)
    expect((await json(res)).error).toMatch(/content type/)
  })

  it('rejects an oversized body with 413, with or without a Content-Length', async () => {
    const { post } = setup()
    const huge = { ...valid, message: 'x'.repeat(20_000) }
    expect((await post(huge)).status).toBe(413)
    const chunked = JSON.stringify(huge)
    const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode(chunked)), c.close()) })
    const { handle } = setup()
    const res = await handle(
      new Request('http://local/x', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'https://klikvaerk.dk' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { clientAddress: '1.1.1.1' },
    )
    expect(res.status).toBe(413)
    expect((await json(res)).error).toMatch(/too large/)
  })

  it('rejects malformed JSON and non-objects with 400', async () => {
    const { post } = setup()
    expect((await json(await post('{"name":'))).error).toBe('Invalid JSON body')
    const res = await post([valid])
    expect(res.status).toBe(400)
    expect((await json(res)).error).toMatch(/expected a JSON object/)
  })

  it('validates with the shared rules and names every failing field', async () => {
    const { post, store } = setup()
    const res = await post({ ...valid, name: ' A ', email: 'ikke-en-mail', message: 'Kort' })
    expect(res.status).toBe(400)
    expect((await json(res)).error).toBe(
      'Validation failed: Name must be at least 2 characters long, Please enter a valid email address, Message must be at least 10 characters long',
    )
    expect(await store.all()).toEqual([])
  })

  const UNKNOWN = {
    landingPage: '',
    referrerHost: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    utmTerm: '',
    utmContent: '',
    gclid: '',
    gbraid: '',
    wbraid: '',
    fbclid: '',
  }

  it('stores where the lead came from, and a message without attribution (an older page) as unknown', async () => {
    const { post, store } = setup()
    const attribution = {
      landingPage: '/ydelser/google-ads',
      referrerHost: 'www.google.com',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'vinter',
      utmTerm: 'google ads',
      utmContent: 'annonce-a',
      gclid: 'EAIaIQobChMI-test',
      gbraid: '',
      wbraid: '',
      fbclid: '',
    }
    expect((await post({ ...valid, attribution })).status).toBe(200)
    expect((await post({ ...valid, attribution: { utmSource: 'newsletter' } }, { address: '10.0.0.2' })).status).toBe(200)
    expect((await post(valid, { address: '10.0.0.3' })).status).toBe(200)
    expect((await store.all()).map((m) => m.attribution)).toEqual([attribution, { ...UNKNOWN, utmSource: 'newsletter' }, UNKNOWN])
  })

  it('stores a message whose attribution has a foreign key and a 5,000-character UTM value: the key dropped, the value clipped to its limit', async () => {
    const { post, store } = setup()
    const res = await post({ ...valid, attribution: { foo: 'bar', utmContent: 'c'.repeat(5_000), utmSource: 'google' } })
    expect(res.status).toBe(200)
    expect(await json(res)).toEqual({ success: true, message: 'Your message has been sent successfully!' })
    const [stored] = await store.all()
    expect(stored).toMatchObject({ name: valid.name, email: valid.email, message: valid.message })
    expect(stored!.attribution).toEqual({ ...UNKNOWN, utmSource: 'google', utmContent: 'c'.repeat(ATTRIBUTION_LIMITS.utmContent) })
    expect(JSON.stringify(stored)).not.toContain('bar')
  })

  it('counts the limits in characters as the database does: an emoji at the limit is kept whole, one beyond it clipped', async () => {
    const { post, store } = setup()
    const atLimit = `${'x'.repeat(199)}😀`
    expect(atLimit.length).toBe(201)
    expect((await post({ ...valid, attribution: { utmCampaign: atLimit } })).status).toBe(200)
    expect((await post({ ...valid, attribution: { utmCampaign: `${atLimit}😀` } })).status).toBe(200)
    expect((await store.all()).map((m) => m.attribution.utmCampaign)).toEqual([atLimit, atLimit])
  })

  it.each([
    ['a value that is not a string', { utmSource: 42, utmMedium: 'cpc' }, { utmMedium: 'cpc' }],
    ['a null value', { referrerHost: null, utmMedium: 'cpc' }, { utmMedium: 'cpc' }],
    ['an object for a value', { gclid: { $gt: '' }, utmMedium: 'cpc' }, { utmMedium: 'cpc' }],
    ['an array', ['google'], {}],
    ['a string', 'google', {}],
    ['a number', 42, {}],
    ['null', null, {}],
  ])('stores the message when its attribution has %s, keeping only the valid values', async (_, attribution, kept) => {
    const { post, store } = setup()
    const res = await post({ ...valid, attribution })
    expect(res.status).toBe(200)
    expect((await json(res)).success).toBe(true)
    expect((await store.all()).map((m) => [m.name, m.attribution])).toEqual([[valid.name, { ...UNKNOWN, ...kept }]])
  })

  it('keeps only the path of a landing page sent with its query (a page cached before this rule), its click IDs and UTM values moved to their fields, nothing else of the query', async () => {
    const { post, store } = setup()
    const landingPage = '/kontakt?gclid=TEST&utm_source=google&email=a%40b.dk&token=secret#top'
    expect((await post({ ...valid, attribution: { landingPage, utmSource: '' } })).status).toBe(200)
    const [stored] = await store.all()
    expect(stored!.attribution).toEqual({ ...UNKNOWN, landingPage: '/kontakt', gclid: 'TEST', utmSource: 'google' })
    expect(JSON.stringify(stored)).not.toMatch(/a@b\.dk|a%40b|secret/)
  })

  it('stores whether the visitor allowed marketing when sending: only an explicit true counts', async () => {
    const { post, store } = setup()
    for (const [index, marketingConsent] of [true, false, 'true', 1, undefined].entries()) {
      expect((await post({ ...valid, name: `Afsender ${index}`, marketingConsent }, { address: `10.0.2.${index}` })).status).toBe(200)
    }
    expect((await store.all()).map((m) => m.marketingConsent)).toEqual([true, false, false, false, false])
  })

  it('drops a filled honeypot, a too-fast submit and one without a valid start time, answering success and storing nothing', async () => {
    const { post, store } = setup()
    expect((await json(await post({ ...valid, website: 'http://spam.example' }))).success).toBe(true)
    expect((await json(await post({ ...valid, startedAt: NOW - 500 }))).success).toBe(true)
    const { startedAt: _, ...withoutStart } = valid
    for (const body of [
      withoutStart,
      { ...valid, startedAt: 'en time siden' },
      { ...valid, startedAt: String(NOW - 60_000) },
      { ...valid, startedAt: NOW + 60_000 },
      { ...valid, startedAt: null },
    ]) {
      const res = await post(body)
      expect(res.status).toBe(200)
      expect((await json(res)).success).toBe(true)
    }
    expect(await store.all()).toEqual([])
  })

  it('rate-limits a flood from one client with 429, leaving other clients alone', async () => {
    const { post, store } = setup()
    for (let i = 0; i < 5; i++) expect((await post(valid)).status).toBe(200)
    const blocked = await post(valid)
    expect(blocked.status).toBe(429)
    expect((await json(blocked)).error).toContain('Rate limit')
    expect((await post(valid, { address: '10.0.0.2' })).status).toBe(200)
    expect(await store.all()).toHaveLength(6)
  })

  it('answers 500 with CORS headers when the store fails, and never claims success', async () => {
    const failing: MessageStore = { submit: async () => Promise.reject(new Error('disk full')) }
    const { post } = setup(failing as never)
    const res = await post(valid)
    expect(res.status).toBe(500)
    expect(await json(res)).toEqual({ error: 'Could not store the message' })
  })

  it('stores concurrent submissions, all of them, and keeps them across a restart', async () => {
    const dir = tempDir()
    const first = await openContactDatabase(dir)
    const { post } = setup(pgliteMessageStore(first))
    const replies = await Promise.all(Array.from({ length: 25 }, (_, i) => post({ ...valid, name: `Afsender ${i}` }, { address: `10.0.1.${i}` })))
    expect(replies.map((r) => r.status)).toEqual(Array(25).fill(200))
    await first.close()
    const reopened = await openContactDatabase(dir)
    expect((await pgliteMessageStore(reopened).all()).map((m) => m.name).sort()).toEqual(Array.from({ length: 25 }, (_, i) => `Afsender ${i}`).sort())
    await reopened.close()
  }, 120_000)

  it('lets exactly 5 of 20 concurrent messages from one client through', async () => {
    const { post, store } = setup()
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => post({ ...valid, name: `Forsøg ${i}` })))
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5)
    expect(replies.filter((r) => r.status === 429)).toHaveLength(15)
    expect(await store.all()).toHaveLength(5)
  })
})
