import { chromium } from '@playwright/test'
import type { Browser, BrowserContextOptions } from '@playwright/test'
import { chromiumLaunch } from '../chromium.ts'

/** A phone-sized window: 390 CSS px wide, as on a current iPhone. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
/** Chromium's CPU throttling factor (CDP Emulation.setCPUThrottlingRate): 4 = a mid-range phone on a fast desktop. */
export const CPU_SLOWDOWN = 4
const TIMEOUT_MS = 60_000

/** One load of one page on the phone window with the CPU slowed; times in ms since navigation start. */
export interface InteractiveMeasurement {
  /** First contentful paint (paint timing entry). */
  fcp: number
  /** The `hydrated` mark set by pages/+onHydrationEnd.ts; null for a page without hydration (the floor). */
  hydrated: number | null
  /** hydrated − fcp: how long the page is visible but not interactive; null without hydration. */
  paintToInteractive: number | null
}

let browser: Browser | undefined

/** Closes the Chromium this module launched, if any. */
export async function closeInteractiveBrowser(): Promise<void> {
  const open = browser
  browser = undefined
  await open?.close()
}

/**
 * Runs in the page (its source is sent as text): resolves with the paint and hydration times
 * once both are there (only the paint when expectHydration is false), watching with a
 * PerformanceObserver instead of polling.
 */
function whenTimesKnown(expectHydration: boolean): Promise<{ fcp: number; hydrated: number | null }> {
  return new Promise((resolve) => {
    const check = () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const hydrated = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null
      if (fcp === undefined || (expectHydration && hydrated === null)) return
      observer.disconnect()
      resolve({ fcp, hydrated })
    }
    const observer = new PerformanceObserver(check)
    observer.observe({ entryTypes: ['paint', 'mark'] })
    check()
  })
}

/** Trace categories for tests/bench/profile.ts: the DevTools timeline, V8 and its CPU sampler, user timing. */
const TRACE_CATEGORIES = [
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

async function measureOnce(url: string, expectHydration: boolean, tracing = false): Promise<InteractiveMeasurement & { trace?: Buffer }> {
  browser ??= await chromium.launch({ ...chromiumLaunch, headless: true })
  // A new context has its own empty cache, cookies and storage.
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    if (tracing) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
    // Raw CDP rather than page.waitForFunction: Playwright would first inject its own utility
    // script into the page, which costs the throttled main thread some 40 ms of the time measured.
    const evaluation = cdp.send('Runtime.evaluate', {
      expression: `(${whenTimesKnown.toString()})(${expectHydration})`,
      awaitPromise: true,
      returnByValue: true,
    })
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no ${expectHydration ? '"hydrated" mark' : 'first contentful paint'} within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
    })
    const reply = await Promise.race([evaluation, timeout]).finally(() => clearTimeout(timer))
    if (reply.exceptionDetails) throw new Error(`reading the times failed: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`)
    const { fcp, hydrated } = reply.result.value as { fcp: number; hydrated: number | null }
    const trace = tracing ? await browser.stopTracing() : undefined
    return { fcp, hydrated, paintToInteractive: hydrated === null ? null : hydrated - fcp, ...(trace && { trace }) }
  } finally {
    await context.close()
  }
}

/**
 * Loads url in a fresh browser context on a 390 px window with the CPU slowed 4x and reads
 * first contentful paint and the end of hydration. expectHydration false (the floor) waits only
 * for the paint. A failed attempt is retried once, then it throws.
 */
export async function measureInteractive(url: string, expectHydration: boolean): Promise<InteractiveMeasurement> {
  const { trace: _, ...measurement } = await withRetry(url, () => measureOnce(url, expectHydration))
  return measurement
}

/** The same load as measureInteractive, recorded as a Chromium performance trace (JSON). */
export async function traceInteractive(url: string): Promise<{ measurement: InteractiveMeasurement; trace: Buffer }> {
  const { trace, ...measurement } = await withRetry(url, () => measureOnce(url, true, true))
  return { measurement, trace: trace! }
}

async function withRetry<T>(url: string, attemptOnce: () => Promise<T>): Promise<T> {
  const problems: string[] = []
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await attemptOnce()
    } catch (error) {
      problems.push(`attempt ${attempt}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      if (attempt === 1) console.error(`  Paint-to-interactive failed on ${url}, retrying once (${problems[0]})`)
      await closeInteractiveBrowser().catch(() => {})
    }
  }
  throw new Error(`Paint-to-interactive failed twice on ${url}\n  ${problems.join('\n  ')}`)
}
