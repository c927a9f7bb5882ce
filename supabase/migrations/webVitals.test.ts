// @vitest-environment node
// The web-vitals tables and functions on PGlite (as `npm start` runs them) and on a real PostgreSQL
// server (as the hosted backend does), used as each role would use them: the public key (anon) and
// signed-in users can neither read nor write nor call anything, so measurements reach the database
// only through the web-vitals function (service role); one row per page view and metric, the latest
// value; the rate limit's state apart and forgotten; rows older than 13 months deleted by the backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordArguments } from '../functions/_shared/postgrestVitalsStore.ts'
import { METRIC_RULES, METRIC_NAMES, VITALS_LIMITS, type VitalsBatch } from '../functions/_shared/webVitalsRules.ts'
import { pgliteEngine, realPostgresEngine, type SqlEngine } from '../../tests/sqlEngines.ts'

const literal = (value: unknown) => (value === null ? 'null' : typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)

/** The call the web-vitals function makes (by name, as the REST interface does), for `batch` from `clientKey`. */
function recordCall(batch: VitalsBatch, clientKey: string, max = 120) {
  const args = recordArguments(batch, clientKey, { max, windowMs: 600_000 })
  const named = Object.entries(args).map(
    ([name, value]) => `${name} => ${typeof value === 'object' ? `${literal(JSON.stringify(value))}::jsonb` : literal(value)}`,
  )
  return `select public.record_web_vitals(${named.join(', ')})`
}

let views = 0
/** A new page view's id. */
const pageView = () => `00000000-0000-4000-8000-${String(++views).padStart(12, '0')}`
const batchOf = (view: string, entries: VitalsBatch['entries'], path = '/kontakt', viewport: VitalsBatch['viewport'] = 'phone'): VitalsBatch => ({
  pageView: view,
  path,
  shownAs: 'navigate',
  viewport,
  connection: '4g',
  entries,
})

describe.each([
  ['PGlite', pgliteEngine],
  ['a real PostgreSQL server', realPostgresEngine],
])('web_vitals on %s', (_, start) => {
  let engine: SqlEngine
  beforeAll(async () => {
    engine = await start()
  }, 120_000)
  afterAll(() => engine?.close())

  it.each(['anon', 'authenticated'])('%s can neither read, write nor delete measurements or the rate limit, nor call the functions', async (role) => {
    const view = pageView()
    expect(await engine.run(recordCall(batchOf(view, [{ name: 'LCP', value: 1000, element: 'h1' }]), 'seed'), 'service_role')).toBe('stored')
    const attempts = [
      'select count(*) from public.web_vitals',
      'select count(*) from public.web_vitals_clients',
      `insert into public.web_vitals (page_view, metric, value, rating, path, shown_as, viewport) values ('${pageView()}', 'LCP', 1, 'good', '/', 'navigate', 'phone')`,
      'update public.web_vitals set value = 0',
      'delete from public.web_vitals',
      'delete from public.web_vitals_clients',
      recordCall(batchOf(pageView(), [{ name: 'CLS', value: 0, element: '' }]), `as-${role}`),
      'select public.web_vitals_report(28)',
    ]
    for (const attempt of attempts) await expect(engine.run(attempt, role), `${role}: ${attempt.slice(0, 40)}`).rejects.toThrow(/permission denied/)
    expect(await engine.run(`select count(*) from public.web_vitals where page_view = '${view}'`)).toBe('1')
  })

  it("keeps one row per page view and metric: a later value of the same page view replaces the earlier one, rated by Google's thresholds", async () => {
    const view = pageView()
    await engine.run(recordCall(batchOf(view, [{ name: 'CLS', value: 0.05, element: 'img.hero' }]), 'k1'), 'service_role')
    await engine.run(
      recordCall(
        batchOf(view, [
          { name: 'CLS', value: 0.3, element: 'footer' },
          { name: 'INP', value: 240, element: 'button', interaction: 'pointer', island: 'kontaktformular', islandState: 'starting' },
        ]),
        'k1',
      ),
      'service_role',
    )
    const rows = await engine.run(
      `select string_agg(concat_ws('|', metric, value, rating, element, interaction, island, island_state), ';' order by metric) from public.web_vitals where page_view = '${view}'`,
    )
    expect(rows).toBe('CLS|0.3|poor|footer|||;INP|240|needs-improvement|button|pointer|kontaktformular|starting')
  })

  it('stores each of 20 concurrent batches for one page view once, and the rate limit counts each', async () => {
    const view = pageView()
    const calls = Array.from({ length: 20 }, (_, i) =>
      engine.run(recordCall(batchOf(view, [{ name: 'INP', value: 100 + i, element: `#b${i}` }]), 'busy', 25), 'service_role'),
    )
    expect(await Promise.all(calls)).toEqual(Array(20).fill('stored'))
    expect(await engine.run(`select count(*) from public.web_vitals where page_view = '${view}'`)).toBe('1')
    expect(await engine.run("select batches from public.web_vitals_clients where client_key = 'busy'")).toBe('20')
  })

  it('refuses a client over its limit without storing anything of that batch', async () => {
    for (let i = 0; i < 3; i++)
      expect(await engine.run(recordCall(batchOf(pageView(), [{ name: 'FCP', value: 900, element: '' }]), 'limited', 3), 'service_role')).toBe('stored')
    const over = pageView()
    expect(await engine.run(recordCall(batchOf(over, [{ name: 'FCP', value: 900, element: '' }]), 'limited', 3), 'service_role')).toBe('rate_limited')
    expect(await engine.run(`select count(*) from public.web_vitals where page_view = '${over}'`)).toBe('0')
  })

  it('forgets a window that is over and deletes measurements older than 13 months on the next call, keeping younger ones', async () => {
    const old = pageView()
    const young = pageView()
    await engine.run(recordCall(batchOf(old, [{ name: 'TTFB', value: 300, element: '' }]), 'old-client'), 'service_role')
    await engine.run(recordCall(batchOf(young, [{ name: 'TTFB', value: 300, element: '' }]), 'old-client'), 'service_role')
    await engine.run(
      `update public.web_vitals set received_at = now() - interval '13 months 1 day' where page_view = '${old}';
       update public.web_vitals set received_at = now() - interval '12 months' where page_view = '${young}';
       update public.web_vitals_clients set window_start = now() - interval '11 minutes' where client_key = 'old-client'`,
    )
    await engine.run(recordCall(batchOf(pageView(), [{ name: 'TTFB', value: 300, element: '' }]), 'someone-else'), 'service_role')
    expect(await engine.run(`select string_agg(page_view::text, ',') from public.web_vitals where page_view in ('${old}', '${young}')`)).toBe(young)
    expect(await engine.run("select count(*) from public.web_vitals_clients where client_key = 'old-client'")).toBe('0')
  })

  it('holds in its checks exactly the bounds of the shared rules: a value at the bound is kept, one beyond refused', async () => {
    for (const name of METRIC_NAMES) {
      const { max } = METRIC_RULES[name]
      expect(await engine.run(recordCall(batchOf(pageView(), [{ name, value: max, element: '' }]), 'bounds'), 'service_role')).toBe('stored')
      await expect(engine.run(recordCall(batchOf(pageView(), [{ name, value: max * 1.001, element: '' }]), 'bounds'), 'service_role')).rejects.toThrow(
        /violates check constraint/,
      )
    }
    const long = 'x'.repeat(VITALS_LIMITS.selector + 1)
    await expect(engine.run(recordCall(batchOf(pageView(), [{ name: 'CLS', value: 0, element: long }]), 'bounds'), 'service_role')).rejects.toThrow(
      /violates check constraint/,
    )
    await expect(
      engine.run(recordCall(batchOf(pageView(), [{ name: 'CLS', value: 0, element: '' }], '/kontakt?email=a@b.dk'), 'bounds'), 'service_role'),
    ).rejects.toThrow(/violates check constraint/)
  })

  it('reports the 75th percentile of LCP, INP and CLS per route and viewport over the last 28 days, and the worst INP targets with their islands', async () => {
    await engine.run('delete from public.web_vitals')
    for (const value of [1000, 2000, 3000, 4000]) {
      await engine.run(recordCall(batchOf(pageView(), [{ name: 'LCP', value, element: 'h1' }], '/blog', 'desktop'), 'report'), 'service_role')
    }
    for (const [value, state] of [
      [80, 'ready'],
      [400, 'starting'],
      [600, 'starting'],
    ] as const) {
      const entry = { name: 'INP' as const, value, element: 'button.send', interaction: 'pointer' as const, island: 'kontaktformular', islandState: state }
      await engine.run(recordCall(batchOf(pageView(), [entry], '/kontakt', 'phone'), 'report'), 'service_role')
    }
    const outside = pageView()
    await engine.run(recordCall(batchOf(outside, [{ name: 'LCP', value: 90_000, element: 'h1' }], '/blog', 'desktop'), 'report'), 'service_role')
    await engine.run(`update public.web_vitals set received_at = now() - interval '29 days' where page_view = '${outside}'`)
    const report = JSON.parse(await engine.run('select public.web_vitals_report(28)::text', 'service_role'))
    expect(report.routes).toEqual([
      { path: '/blog', viewport: 'desktop', metric: 'LCP', p75: 3250, samples: 4 },
      { path: '/kontakt', viewport: 'phone', metric: 'INP', p75: 500, samples: 3 },
    ])
    expect(report.worstTargets).toEqual([{ element: 'button.send', island: 'kontaktformular', p75: 500, samples: 3, starting: 2 }])
  })
})
