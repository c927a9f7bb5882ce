// A route loaded on the phone (390 px, touch, CPU slowed: tests/bench/slowdown.ts) in a fresh browser
// context, with no interaction, until it is idle (tests/bench/pageIdle.ts: the fetch ahead of the
// islands' code included): the JavaScript it ran and the JavaScript it fetched without running
// (tests/bench/scriptUse.ts), its requests, and the islands that started by themselves (an island
// does when it has work of its own once seen, `data-start="near"`; every other waits for the visitor's
// first interaction inside it), each timed from first paint to its `island:<id>` mark.
import type { Page } from '@playwright/test'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { benchBrowser, evaluate, PHONE, phonePage, TIMEOUT_MS, withRetry } from './interactive.ts'
import { waitUntilIdle, watchNetwork } from './pageIdle.ts'
import { recordScripts } from './scriptUse.ts'
import type { ScriptUse } from './scriptUse.ts'

/** An island that started by itself: its id, and from first paint to its readiness, ms. */
export interface IslandTime {
  id: string
  ms: number
}

/** One load of one page on the phone, before any interaction, read once it was idle. */
export interface PhoneLoad {
  /** First contentful paint (paint timing entry), since navigation start, ms. */
  fcp: number
  /** Requests by then, the document included. */
  requests: number
  /** The JavaScript run before the first interaction, and fetched ahead without running, gzip bytes. */
  js: ScriptUse
  /** The islands that started without an interaction (their marks), from first paint; empty when none did. */
  islands: IslandTime[]
  /** Whether the page was idle (false: it was still fetching when the wait gave up, and was read then). */
  idle: boolean
}

/** Runs in the page (its source is sent as text): first paint and the islands' marks so far. */
function readMarks(markPrefix: string) {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
  const islands = performance
    .getEntriesByType('mark')
    .filter((mark) => mark.name.startsWith(markPrefix))
    .map((mark) => ({ id: mark.name.slice(markPrefix.length), ms: mark.startTime - fcp }))
  return { fcp, islands }
}

/** Trace categories for `npm run bench:profile`: the DevTools timeline, V8 and its CPU sampler, user timing. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink',
  'blink.user_timing',
  'loading',
  'toplevel',
]

/**
 * Loads url on the phone with the CPU slowed by rate, waits until it is idle, and reads it.
 * `clientDir` is the folder it is served from (files are sized from it), `inlineJs` the gzip size of
 * its inline scripts. A failed attempt is retried once, then it throws.
 */
export function measurePhoneLoad(url: string, rate: number, site: { clientDir: string; inlineJs: number }): Promise<PhoneLoad> {
  return withRetry(`phone load of ${url}`, async () => {
    const { context, page, cdp } = await phonePage(PHONE, rate)
    try {
      const network = await watchNetwork(cdp)
      const requests = new Set<string>()
      cdp.on('Network.requestWillBeSent', ({ requestId, request }) => /^https?:/.test(request.url) && requests.add(requestId))
      const readScripts = await recordScripts(cdp, site.clientDir)
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
      const idle = await waitUntilIdle(page, network)
      const { fcp, islands } = await readIslands(page)
      return { fcp, islands, requests: requests.size, js: await readScripts(site.inlineJs), idle }
    } finally {
      await context.close()
    }
  })
}

async function readIslands(page: Page): Promise<{ fcp: number; islands: IslandTime[] }> {
  const marks = await evaluate<{ fcp: number | null; islands: { id: string; ms: number | null }[] }>(
    page,
    `(${readMarks.toString()})(${JSON.stringify(ISLAND.mark(''))})`,
    'the marks',
  )
  // No first paint (NaN, sent as null): the islands are timed from the navigation's start instead.
  return { fcp: marks.fcp ?? 0, islands: marks.islands.map(({ id, ms }) => ({ id, ms: ms ?? 0 })) }
}

/**
 * The same load, without reading its scripts (V8's coverage would slow what the trace shows), recorded
 * as a Chromium performance trace (JSON) until it is idle, for `npm run bench:profile`. Returns the
 * mark of the island that took longest, where the profile's window ends; throws when no island started
 * by itself. A failed attempt is retried once, then it throws.
 */
export function traceInteractive(url: string, rate: number): Promise<{ islands: IslandTime[]; endMark: string; trace: Buffer }> {
  return withRetry(`trace of ${url}`, async () => {
    const { context, page, cdp } = await phonePage(PHONE, rate)
    try {
      const browser = await benchBrowser()
      const network = await watchNetwork(cdp)
      await browser.startTracing(page, { categories: TRACE_CATEGORIES })
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
      await waitUntilIdle(page, network)
      const { islands } = await readIslands(page)
      const trace = await browser.stopTracing()
      const last = [...islands].sort((a, b) => b.ms - a.ms)[0]
      if (!last) throw new Error(`no island of ${url} started by itself: nothing to profile (npm run bench:prefetch traces the fetch ahead)`)
      return { islands, endMark: ISLAND.mark(last.id), trace }
    } finally {
      await context.close()
    }
  })
}
