// The speed measurement's sending rules, with web-vitals replaced by a stand-in that reports what a
// test tells it (jsdom has no performance observers): nothing sent while the page is shown, one beacon
// at hide with what changed, a page restored from the back/forward cache a new page view, nothing
// more after consent to statistics is withdrawn.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Metric } from 'web-vitals'
import type { VitalsBatch } from '../../supabase/functions/_shared/webVitalsRules.ts'
import { VITALS_EVENT } from './events.ts'

const reporters = vi.hoisted(() => [] as ((metric: Partial<Metric>) => void)[])
vi.mock('web-vitals', () => {
  const on = (report: (metric: Partial<Metric>) => void) => void reporters.push(report)
  return { onLCP: on, onINP: on, onCLS: on, onFCP: on, onTTFB: on }
})

const ENDPOINT = 'https://backend.example/functions/v1/web-vitals'
let beacons: { url: string; batch: VitalsBatch }[]
let events: unknown[]
const report = (name: Metric['name'], value: number, navigationType: Metric['navigationType'] = 'navigate') =>
  reporters[0]!({ name, value, id: `v5-${name}`, rating: 'good', navigationType, entries: [] })
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state })
  document.dispatchEvent(new Event('visibilitychange'))
}
const recordEvent = (event: Event) => events.push((event as CustomEvent).detail)

beforeEach(async () => {
  vi.resetModules()
  reporters.length = 0
  beacons = []
  events = []
  document.documentElement.setAttribute('data-consent', 'statistics')
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: string) => (beacons.push({ url, batch: JSON.parse(body) as VitalsBatch }), true),
  })
  addEventListener(VITALS_EVENT, recordEvent)
  const { startWebVitals } = await import('./webVitals.ts')
  startWebVitals(ENDPOINT)
})
afterEach(() => {
  removeEventListener(VITALS_EVENT, recordEvent)
  setVisibility('visible')
  document.documentElement.removeAttribute('data-consent')
  vi.unstubAllGlobals()
})

describe('the speed measurement in the page', () => {
  it('sends nothing while the page is shown, then one beacon at hide with every metric, and tells the tags', () => {
    report('LCP', 1200)
    report('CLS', 0.02)
    report('LCP', 1500)
    expect(beacons).toEqual([])
    setVisibility('hidden')
    expect(beacons).toHaveLength(1)
    const { url, batch } = beacons[0]!
    expect(url).toBe(ENDPOINT)
    expect(batch).toMatchObject({
      path: '/',
      shownAs: 'navigate',
      entries: [
        { name: 'LCP', value: 1500 },
        { name: 'CLS', value: 0.02 },
      ],
    })
    expect(batch.pageView).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(events).toEqual([
      expect.objectContaining({ name: 'LCP', value: 1500, delta: 1500 }),
      expect.objectContaining({ name: 'CLS', value: 0.02, delta: 0.02 }),
    ])
  })

  it('sends only what changed when hidden again, and nothing when nothing did', () => {
    report('LCP', 1200)
    report('INP', 40)
    setVisibility('hidden')
    setVisibility('visible')
    setVisibility('hidden')
    setVisibility('visible')
    expect(beacons).toHaveLength(1)
    report('INP', 180)
    setVisibility('hidden')
    expect(beacons).toHaveLength(2)
    expect(beacons[1]!.batch.entries).toEqual([expect.objectContaining({ name: 'INP', value: 180 })])
    expect(beacons[1]!.batch.pageView).toBe(beacons[0]!.batch.pageView)
    expect(events.at(-1)).toMatchObject({ name: 'INP', value: 180, delta: 140 })
  })

  it('sends one beacon when the page is left, at the visibilitychange after pagehide, with what web-vitals reported last', () => {
    report('LCP', 1200)
    dispatchEvent(new Event('pagehide'))
    // web-vitals reports a tap just before leaving at that visibilitychange, in a listener that runs first.
    report('INP', 64)
    setVisibility('hidden')
    expect(beacons.map(({ batch }) => batch.entries.map((entry) => entry.name))).toEqual([['LCP', 'INP']])
  })

  it('counts a page shown again from the back/forward cache as a new page view', () => {
    report('LCP', 1200)
    setVisibility('hidden')
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    setVisibility('visible')
    report('LCP', 90, 'back-forward-cache')
    setVisibility('hidden')
    expect(beacons.map(({ batch }) => [batch.shownAs, batch.entries.map((entry) => entry.value)])).toEqual([
      ['navigate', [1200]],
      ['back-forward-cache', [90]],
    ])
    expect(beacons[1]!.batch.pageView).not.toBe(beacons[0]!.batch.pageView)
  })

  it('drops what was gathered and sends nothing more once consent to statistics is withdrawn', async () => {
    report('LCP', 1200)
    document.documentElement.setAttribute('data-consent', 'preferences')
    await Promise.resolve()
    report('CLS', 0.3)
    document.documentElement.setAttribute('data-consent', 'preferences statistics')
    setVisibility('hidden')
    expect(beacons).toEqual([])
    expect(events).toEqual([])
  })
})
