// The bench's own browser for its phone figures (the phone loads, the taps, INP; navigation.ts drives
// one of its own): a Chromium of the tests' build (tests/chromium.ts), each page in a fresh context on a
// phone window with the CPU slowed as tests/bench/slowdown.ts says.
import { chromium } from '@playwright/test'
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromiumLaunch } from '../chromium.ts'

/** A phone-sized window with touch: 390 CSS px wide, as on a current iPhone. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
export const TIMEOUT_MS = 60_000

let browser: Browser | undefined

/** The browser, launched at the first call. */
export async function benchBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({ ...chromiumLaunch, headless: true })
  return browser
}

/** Closes the Chromium this module launched, if any. */
export async function closeInteractiveBrowser(): Promise<void> {
  const open = browser
  browser = undefined
  await open?.close()
}

/**
 * Evaluates an expression through raw CDP with a time limit (Playwright's own helpers would first
 * inject a utility script, which costs the throttled page time). Its promise is awaited.
 */
export async function evaluate<T>(page: Page, expression: string, what: string, timeoutMs = TIMEOUT_MS): Promise<T> {
  const cdp = await page.context().newCDPSession(page)
  const evaluation = cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not within ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    const reply = await Promise.race([evaluation, timeout])
    if (reply.exceptionDetails) throw new Error(`${what} failed: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`)
    return reply.result.value as T
  } finally {
    clearTimeout(timer)
    void cdp.detach().catch(() => {})
  }
}

/**
 * A page in a fresh browser context (its own empty cache, cookies and storage) with the CPU slowed by
 * rate (CDP Emulation.setCPUThrottlingRate), and the CDP session that slowed it, for more.
 */
export async function phonePage(options: BrowserContextOptions, rate: number): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await (await benchBrowser()).newContext(options)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { context, page, cdp }
}

/**
 * Lighthouse's CPU benchmark index of this machine (higher is faster), measured as Lighthouse
 * measures it (its own page function) in a page of the bench's browser, without throttling: for the
 * scripts that run no Lighthouse to read it from (`npm run bench:profile`, `npm run bench:prefetch`).
 */
export async function measureBenchmarkIndex(): Promise<number> {
  const context = await (await benchBrowser()).newContext()
  try {
    const page = await context.newPage()
    return await evaluate<number>(page, `(${pageFunctions.computeBenchmarkIndex.toString()})()`, 'the CPU benchmark')
  } finally {
    await context.close()
  }
}

/** Runs attemptOnce, and once more if it fails (closing this module's browser in between); throws with both problems when the second fails too. */
export async function withRetry<T>(what: string, attemptOnce: () => Promise<T>): Promise<T> {
  const problems: string[] = []
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await attemptOnce()
    } catch (error) {
      problems.push(`attempt ${attempt}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      if (attempt === 1) console.error(`  ${what} failed, retrying once (${problems[0]})`)
      await closeInteractiveBrowser().catch(() => {})
    }
  }
  throw new Error(`${what} failed twice\n  ${problems.join('\n  ')}`)
}
