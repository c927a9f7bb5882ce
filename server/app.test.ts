// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { headersFile } from '../build/headersFile.ts'
import { precompress } from '../build/precompress.ts'
import { bundleInlineScripts } from '../head/inlineScripts.ts'
import { site } from '../content/siteConfig.ts'
import { cspHeader, scriptHash } from '../head/securityPolicy.ts'
import { withEnv } from '../site/buildEnv.ts'
import { createApp } from './app.ts'

const { scripts } = await bundleInlineScripts()

const root = mkdtempSync(join(tmpdir(), 'site-'))
mkdirSync(join(root, 'om-os'))
mkdirSync(join(root, 'assets'))
mkdirSync(join(root, 'media'))
writeFileSync(join(root, 'index.html'), '<h1>Forside</h1>'.repeat(50))
writeFileSync(join(root, 'om-os.html'), '<h1>Om os</h1>')
writeFileSync(join(root, '404.html'), '<h1>Oops! Page not found</h1>')
writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)')
writeFileSync(join(root, 'media', 'hero.webp'), 'RIFF')
writeFileSync(join(root, '_headers'), headersFile(site, scripts))
precompress(root)
const app = createApp({ root })

/** A built site of one page, whose _headers file is `headers`. */
function siteWith(headers: string) {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  writeFileSync(join(dir, 'index.html'), '<h1>Forside</h1>')
  writeFileSync(join(dir, '_headers'), headers)
  return dir
}
const otherRoots: string[] = []
afterAll(() => [root, ...otherRoots].forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('site server', () => {
  it('serves a prerendered page brotli-compressed when the browser accepts it', async () => {
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<h1>Forside</h1>')
  })

  it('falls back to gzip, and to plain bytes', async () => {
    const gz = await app.request('/om-os', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('<h1>Om os</h1>')
    const plain = await app.request('/om-os')
    expect(await plain.text()).toBe('<h1>Om os</h1>')
  })

  it('answers an unknown path with the not-found page and HTTP 404', async () => {
    const res = await app.request('/findes/ikke')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Oops! Page not found')
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/)
  })

  it('sends the security headers the build wrote into _headers on every reply, 404s included', async () => {
    for (const path of ['/', '/findes-ikke', '/assets/app.js']) {
      const res = await app.request(path)
      expect(res.headers.get('Content-Security-Policy')).toBe(cspHeader(site, scripts))
      expect(res.headers.get('Permissions-Policy')).toContain('camera=()')
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('X-Frame-Options')).toBe('SAMEORIGIN')
    }
  })

  it("serves a site built with a measurement tag with its tags' loader's hash, though nothing configures a tag where it runs", async () => {
    const built = withEnv(site, { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF', VITE_META_PIXEL_ID: '123456789012345' })
    otherRoots.push(siteWith(headersFile(built, scripts)))
    const policy = (await createApp({ root: otherRoots.at(-1)! }).request('/')).headers.get('Content-Security-Policy')
    expect(policy).toBe(cspHeader(built, scripts))
    expect(policy).toContain(scriptHash(scripts.tags))
    expect(policy).toContain('https://*.googletagmanager.com')
    expect(cspHeader(site, scripts)).not.toContain(scriptHash(scripts.tags))
  })

  it('sends exactly what _headers says for each path, whatever the site it serves', async () => {
    otherRoots.push(
      siteWith(
        ['/*', "  Content-Security-Policy: script-src 'self'", '  X-Frame-Options: DENY', '', '/assets/*', '  X-Frame-Options: SAMEORIGIN', ''].join('\n'),
      ),
    )
    const other = createApp({ root: otherRoots.at(-1)! })
    const page = await other.request('/')
    expect(page.headers.get('Content-Security-Policy')).toBe("script-src 'self'")
    expect(page.headers.get('X-Frame-Options')).toBe('DENY')
    expect(page.headers.get('Permissions-Policy')).toBeNull()
    expect((await other.request('/assets/x.js')).headers.get('X-Frame-Options')).toBe('DENY, SAMEORIGIN')
  })

  it('refuses a built site without _headers, which it would serve without its security headers', () => {
    const bare = mkdtempSync(join(tmpdir(), 'site-'))
    otherRoots.push(bare)
    expect(() => createApp({ root: bare })).toThrow('No _headers in')
  })

  it('caches hashed assets for a year, images an hour, and pages and 404s not at all', async () => {
    expect((await app.request('/assets/app.js')).headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect((await app.request('/media/hero.webp')).headers.get('Cache-Control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
    expect((await app.request('/')).headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect((await app.request('/findes/ikke')).headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
  })

  it('answers a revalidation of an unchanged page with 304 and no body, each encoding with its own ETag', async () => {
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'br' } })
    const gzip = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } })
    const tag = br.headers.get('ETag')
    expect(tag).toMatch(/^"[0-9a-f]+"$/)
    expect(gzip.headers.get('ETag')).not.toBe(tag)
    const again = await app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': tag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
    expect(again.headers.get('Content-Security-Policy')).toBe(cspHeader(site, scripts))
    const changed = await app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"an-older-page"' } })
    expect(changed.status).toBe(200)
    expect(brotliDecompressSync(Buffer.from(await changed.arrayBuffer())).toString()).toContain('<h1>Forside</h1>')
  })

  it('serves a page at its address without a trailing slash', async () => {
    const res = await app.request('/om-os')
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('<h1>Om os</h1>')
  })

  it('redirects a trailing slash or ".html" once to the address without it, as static hosts do', async () => {
    const redirects: [string, string][] = [
      ['/om-os/?a=1', '/om-os?a=1'],
      ['/om-os.html', '/om-os'],
      ['/index.html', '/'],
    ]
    for (const [path, location] of redirects) {
      const res = await app.request(path)
      expect(res.status, path).toBe(308)
      expect(res.headers.get('Location'), path).toBe(location)
    }
  })
})

describe('secure-contact-form on the local server', () => {
  it('is mounted at /functions/v1/secure-contact-form and rate-limits by the connection, not by X-Forwarded-For', async () => {
    const { serve } = await import('@hono/node-server')
    const { createContactHandler } = await import('../supabase/functions/_shared/contactHandler.ts')
    const { openContactDatabase } = await import('./database/contactDatabase.ts')
    const { pgliteMessageStore } = await import('./database/pgliteMessageStore.ts')
    const database = await openContactDatabase()
    const store = pgliteMessageStore(database)
    const contactHandler = createContactHandler({ store, rateLimit: { max: 2, windowMs: 60_000 } })
    const server = serve({ fetch: createApp({ root, contactHandler }).fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    const attribution = { landingPage: '/kontakt', utmSource: 'linkedin', gclid: 'Cj0K-test' }
    const body = JSON.stringify({
      name: 'Mette Hansen',
      email: 'mette@example.dk',
      message: 'Vi vil gerne høre mere.',
      startedAt: Date.now() - 60_000,
      attribution,
    })
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/functions/v1/secure-contact-form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i}` },
        body,
      })
      statuses.push(res.status)
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*')
    }
    expect(statuses).toEqual([200, 200, 429])
    expect(await store.all()).toHaveLength(2)
    expect((await store.all())[0]!.attribution).toMatchObject({ ...attribution, utmCampaign: '' })
    await new Promise((resolve) => server.close(resolve))
    await database.close()
  }, 120_000)
})

describe('web-vitals on the local server', () => {
  it('is mounted at /functions/v1/web-vitals, stores beacons in the embedded database and holds 200 concurrent batches with every row stored once', async () => {
    const { serve } = await import('@hono/node-server')
    const { createWebVitalsHandler } = await import('../supabase/functions/_shared/webVitalsHandler.ts')
    const { openContactDatabase } = await import('./database/contactDatabase.ts')
    const { pgliteVitalsStore } = await import('./database/pgliteVitalsStore.ts')
    const database = await openContactDatabase()
    // One client (the loopback address) sends them all here: a limit above the test's batches.
    const vitalsHandler = createWebVitalsHandler({ store: pgliteVitalsStore(database), rateLimit: { max: 1000, windowMs: 60_000 } })
    const server = serve({ fetch: createApp({ root, vitalsHandler }).fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    const send = (i: number) =>
      fetch(`http://127.0.0.1:${port}/functions/v1/web-vitals`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          pageView: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          path: '/',
          shownAs: 'navigate',
          viewport: 'desktop',
          entries: [
            { name: 'LCP', value: 900 + i, element: 'h1' },
            { name: 'INP', value: 40, element: 'button', interaction: 'pointer', island: 'header', islandState: 'ready' },
          ],
        }),
      }).then((response) => response.status)
    const statuses = await Promise.all(Array.from({ length: 200 }, (_, i) => send(i)))
    expect(statuses).toEqual(Array(200).fill(200))
    // The same page view again: its rows are replaced, not added.
    expect(await send(7)).toBe(200)
    const { rows } = await database.query<{ n: number; views: number }>(
      'select count(*)::int as n, count(distinct page_view)::int as views from public.web_vitals',
    )
    expect(rows[0]).toEqual({ n: 400, views: 200 })
    const refused = await fetch(`http://127.0.0.1:${port}/functions/v1/web-vitals`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '[]' })
    expect(refused.status).toBe(400)
    await new Promise((resolve) => server.close(resolve))
    await database.close()
  }, 120_000)

  it("answers `npm run vitals`' report only to the running server's token, over loopback", async () => {
    const localReport = { token: 'the-token', report: async (days: number) => ({ days, routes: [] }) }
    const local = createApp({ root, localReport })
    const { serve } = await import('@hono/node-server')
    const server = serve({ fetch: local.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    const ask = (token?: string) => fetch(`http://127.0.0.1:${port}/__local/web-vitals-report?days=7`, { headers: token ? { 'X-Local-Token': token } : {} })
    expect(await (await ask('the-token')).json()).toEqual({ days: 7, routes: [] })
    expect((await ask('another')).status).toBe(404)
    expect((await ask()).status).toBe(404)
    await new Promise((resolve) => server.close(resolve))
  })
})
