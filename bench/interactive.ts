import { chromium } from '@playwright/test'
import type { Browser, BrowserContextOptions } from '@playwright/test'
import { chromiumLaunch } from '../playwright.config.ts'

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

/** Runs in the page: its paint and hydration times, or null while one that is expected is still missing. */
function readTimes(expectHydration: boolean): { fcp: number; hydrated: number | null } | null {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
  const hydrated = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null
  if (fcp === null) return null
  if (expectHydration && hydrated === null) return null
  return { fcp, hydrated }
}

async function measureOnce(url: string, expectHydration: boolean): Promise<InteractiveMeasurement> {
  browser ??= await chromium.launch({ ...chromiumLaunch, headless: true })
  // A new context has its own empty cache, cookies and storage.
  const context = await browser.newContext(PHONE)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
    // Poll every 100 ms with a setTimeout in the page (not every frame), so waiting costs the page almost nothing.
    const handle = await page.waitForFunction(readTimes, expectHydration, { polling: 100, timeout: TIMEOUT_MS })
    const { fcp, hydrated } = (await handle.jsonValue())!
    return { fcp, hydrated, paintToInteractive: hydrated === null ? null : hydrated - fcp }
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
  const problems: string[] = []
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await measureOnce(url, expectHydration)
    } catch (error) {
      problems.push(`attempt ${attempt}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
      if (attempt === 1) console.error(`  Paint-to-interactive failed on ${url}, retrying once (${problems[0]})`)
      await closeInteractiveBrowser().catch(() => {})
    }
  }
  throw new Error(`Paint-to-interactive failed twice on ${url}\n  ${problems.join('\n  ')}`)
}
