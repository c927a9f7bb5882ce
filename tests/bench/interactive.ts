import { chromium } from '@playwright/test'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import { chromiumExecutable, chromiumLaunch } from '../chromium.ts'
import { LOAD_MARGIN } from '../../site/loading.ts'

/** The mark an island of the earlier build set once it had hydrated, followed by its id. */
const ISLAND_HYDRATED_MARK = 'hydrated:'

/** A phone-sized window: 390 CSS px wide, as on a current iPhone. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
/** A laptop window with a mouse, for navigation (a link is hovered before it is clicked). */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
/** Chromium's CPU throttling factor (CDP Emulation.setCPUThrottlingRate): 4 = a mid-range phone on a fast desktop. */
export const CPU_SLOWDOWN = 4
/** How long a page with no island near its first screen is watched for JavaScript it should not fetch, ms after load. */
const QUIET_MS = 1_500
/** How long a link is hovered before the click in the navigation measurement, ms (the site fetches ahead after 100). */
export const HOVER_BEFORE_CLICK_MS = 1_000
const TIMEOUT_MS = 60_000

/** One load of one page on the phone window with the CPU slowed, before any interaction; times in ms. */
export interface PhoneLoad {
  /** First contentful paint (paint timing entry), since navigation start. */
  fcp: number
  /** Compressed bytes of JavaScript received before any interaction (by the time the first island answers, when one is near the first screen). */
  jsBeforeInteraction: number
  /** Requests by then, the document included. */
  requests: number
  /** Whether an island (a section that hydrates) was within the load margin of the first screen. */
  islandNear: boolean
  /** Whether the framework hydrated the page before any interaction (it should not: head/boot.js starts it at the first one). */
  hydratedWithoutInteraction: boolean
  /**
   * How long the first island took to answer: from first paint when it is near the first screen,
   * otherwise from the moment it was scrolled into view (a jump, without the margin's head start).
   * Null for a page without islands.
   */
  islandResponse: number | null
  /** The island timed. */
  island: string | null
}

let browser: Browser | undefined

/** Closes the Chromium this module launched, if any. */
export async function closeInteractiveBrowser(): Promise<void> {
  const open = browser
  browser = undefined
  await open?.close()
}

/** Runs in the page (its source is sent as text): the first island, a section that hydrates, within islandMargin of the first screen (head/boot.js then starts the framework itself). */
function islandNearFirstScreen(islandMargin: string): HTMLElement | undefined {
  const margin = Number.parseInt(islandMargin, 10)
  const ids = (document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.islands ?? '').split(' ')
  return ids
    .flatMap((id) => document.getElementById(id) ?? [])
    .find((island) => {
      const { top, bottom } = island.getBoundingClientRect()
      return top < innerHeight + margin && bottom > -margin
    })
}

/**
 * Runs in the page (its source is sent as text). Waits for the first paint; then, if an island is
 * near the first screen, for that island to hydrate; otherwise watches the page for quietMs, reads
 * what it fetched, and scrolls the first island (if any) into view and waits for it to hydrate.
 * An island has hydrated at its own `hydrated:<id>` mark (ISLAND_HYDRATED_MARK, renderer/islandLoading.ts):
 * without an interaction it hydrates alone, as a root of its own (renderer/islandEntry.tsx).
 */
async function firstScreen(quietMs: number, islandMargin: string, islandHydratedMark: string, nearIsland: typeof islandNearFirstScreen) {
  const mark = (name: string) =>
    new Promise<number>((resolve) => {
      const check = () => {
        const entry = performance.getEntriesByName(name)[0]
        if (!entry) return false
        observer.disconnect()
        resolve(entry.startTime)
        return true
      }
      const observer = new PerformanceObserver(check)
      observer.observe({ entryTypes: ['paint', 'mark'] })
      check()
    })
  const fcp = await mark('first-contentful-paint')
  const boot = document.querySelector<HTMLScriptElement>('script[data-modules]')
  const islands = (boot?.dataset.islands ?? '').split(' ').flatMap((id) => document.getElementById(id) ?? [])
  const hydratedMark = (id: string) => `${islandHydratedMark}${id}`
  const pageHydrated = () => performance.getEntriesByName('hydrated').length > 0
  const near = nearIsland(islandMargin)
  // The inline scripts (the boot script among them) count as they travel, gzipped, like the files.
  const inlineCode = [...document.querySelectorAll<HTMLScriptElement>('script:not([src])')]
    .filter((script) => ['', 'module', 'text/javascript'].includes(script.type))
    .map((script) => script.textContent)
    .join('\n')
  const inlineJs = (await new Response(new Blob([inlineCode]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer()).byteLength
  const fetched = () => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
    return { jsBeforeInteraction: inlineJs + scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0), requests: resources.length + 1 }
  }
  if (near) {
    const answered = await mark(hydratedMark(near.id))
    return { fcp, ...fetched(), islandNear: true, hydratedWithoutInteraction: pageHydrated(), islandResponse: answered - fcp, island: near.id }
  }
  await new Promise((resolve) => setTimeout(resolve, quietMs))
  const before = { fcp, ...fetched(), islandNear: false, hydratedWithoutInteraction: pageHydrated() }
  const first = islands[0]
  if (!first) return { ...before, islandResponse: null, island: null }
  first.scrollIntoView({ block: 'start' })
  const inView = performance.now()
  const answered = await mark(hydratedMark(first.id))
  return { ...before, islandResponse: Math.max(0, answered - inView), island: first.id }
}

/** Runs in the page: resolves with the first paint and the `hydrated` mark once both are there. */
function paintAndHydration(): Promise<{ fcp: number; hydrated: number }> {
  return new Promise((resolve) => {
    const check = () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const hydrated = performance.getEntriesByName('hydrated')[0]?.startTime
      if (fcp !== undefined && hydrated !== undefined) resolve({ fcp, hydrated })
    }
    new PerformanceObserver(check).observe({ entryTypes: ['paint', 'mark'] })
    check()
  })
}

/** Evaluates an expression through raw CDP with a time limit (Playwright's own helpers would first inject a utility script, which costs the throttled page time). */
async function evaluate<T>(page: Page, expression: string, what: string): Promise<T> {
  const cdp = await page.context().newCDPSession(page)
  const evaluation = cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} not within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)
  })
  const reply = await Promise.race([evaluation, timeout]).finally(() => clearTimeout(timer))
  if (reply.exceptionDetails) throw new Error(`${what} failed: ${reply.exceptionDetails.exception?.description ?? reply.exceptionDetails.text}`)
  return reply.result.value as T
}

async function slowPage(options: BrowserContextOptions) {
  browser ??= await chromium.launch({ ...chromiumLaunch, headless: true })
  // A new context has its own empty cache, cookies and storage.
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { context, page }
}

/**
 * Loads url in a fresh browser context on a 390 px window with the CPU slowed 4x, without
 * interacting, and reads its first paint, what it fetched and when its first island answered.
 * A failed attempt is retried once, then it throws.
 */
export function measurePhoneLoad(url: string): Promise<PhoneLoad> {
  return withRetry(`phone load of ${url}`, async () => {
    const { context, page } = await slowPage(PHONE)
    try {
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
      return await evaluate<PhoneLoad>(
        page,
        `(${firstScreen.toString()})(${QUIET_MS}, ${JSON.stringify(LOAD_MARGIN)}, ${JSON.stringify(ISLAND_HYDRATED_MARK)}, ${islandNearFirstScreen.toString()})`,
        'the first screen',
      )
    } finally {
      await context.close()
    }
  })
}

/**
 * Client-side navigation: the time from the click on a link to `to` on page `from` until the next
 * page's heading shows, on a laptop window with the CPU slowed 4x, once the framework runs (a key
 * press starts it) and the link has been hovered for HOVER_BEFORE_CLICK_MS.
 */
export function measureClientNavigation(origin: string, from: string, to: string): Promise<number> {
  return withRetry(`client-side navigation ${from} → ${to}`, async () => {
    const { context, page } = await slowPage(DESKTOP)
    try {
      await page.goto(origin + from, { waitUntil: 'load', timeout: TIMEOUT_MS })
      await page.keyboard.press('Shift')
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: TIMEOUT_MS })
      await page.waitForLoadState('networkidle')
      const link = page.locator(`a[href="${to}"]:visible`).first()
      await link.hover()
      await page.waitForTimeout(HOVER_BEFORE_CLICK_MS)
      const previous = (await page.locator('h1').textContent()) ?? ''
      const shown = page.evaluate(
        ([heading]) =>
          new Promise<number>((resolve) => {
            let clickedAt = 0
            addEventListener('click', (event) => (clickedAt = performance.timeOrigin + event.timeStamp), { capture: true, once: true })
            const observer = new MutationObserver(() => {
              if (document.querySelector('h1')?.textContent === heading) return
              observer.disconnect()
              requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now() - clickedAt))
            })
            observer.observe(document.body, { childList: true, subtree: true, characterData: true })
          }),
        [previous],
      )
      await link.click()
      return await shown
    } finally {
      await context.close()
    }
  })
}

/**
 * A plain page load from a link, before the framework runs: the time from the click until the next
 * page is shown, after the link was hovered for HOVER_BEFORE_CLICK_MS so the speculation rules have
 * fetched it ahead (head/speculationRules.ts: a hovered link is prerendered). The CPU of the page is
 * slowed 4x, through the page's own DevTools session: Chromium prerenders for a page driven through
 * DevTools only while no second session is attached to it (with one, every prerender is refused and
 * the rule falls back to the prefetched document). Shown means the next page's first contentful
 * paint: a prerendered page paints only once it is activated by the click. With `reducedMotion`
 * the page asks for reduced motion, so the pages change without the view transition
 * (pages/global.css): what the transition itself costs.
 */
export function measurePlainNavigation(origin: string, from: string, to: string, { reducedMotion = false } = {}): Promise<number> {
  return withRetry(`plain navigation ${from} → ${to}`, async () => {
    const puppeteerBrowser = await puppeteer.launch({
      executablePath: chromiumExecutable() ?? chromium.executablePath(),
      headless: true,
      args: chromiumLaunch.args,
    })
    try {
      const page = await puppeteerBrowser.newPage()
      await page.setViewport(DESKTOP.viewport!)
      // Not page.createCDPSession(): a second session would rule out prerendering (see above).
      await page.emulateCPUThrottling(CPU_SLOWDOWN)
      if (reducedMotion) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
      await page.goto(origin + from, { waitUntil: 'load', timeout: TIMEOUT_MS })
      const link = await page.waitForSelector(`a[href="${to}"]:not([hidden])`, { visible: true, timeout: TIMEOUT_MS })
      await link!.hover()
      await new Promise((resolve) => setTimeout(resolve, HOVER_BEFORE_CLICK_MS))
      const clickedAt = page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            addEventListener('click', (event) => resolve(performance.timeOrigin + event.timeStamp), { capture: true, once: true }),
          ),
      )
      await link!.click()
      const clicked = await clickedAt.catch(() => Number.NaN)
      // Puppeteer's page.url() and waitForNavigation miss the activation of a prerendered page: ask
      // the page until the answer comes from the next document.
      let shown: { at: number; prerendered: boolean } | undefined
      for (const started = Date.now(); shown === undefined; await new Promise((resolve) => setTimeout(resolve, 50))) {
        if (Date.now() - started > TIMEOUT_MS) throw new Error(`${to} not shown ${TIMEOUT_MS} ms after the click`)
        shown = await page
          .evaluate(
            (path) =>
              location.pathname !== path
                ? undefined
                : new Promise<{ at: number; prerendered: boolean }>((resolve) => {
                    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number }
                    // A prerendered page's paint entries come after its activation (activationStart).
                    const check = () => {
                      const paint = performance.getEntriesByName('first-contentful-paint')[0]
                      if (paint) resolve({ at: performance.timeOrigin + paint.startTime, prerendered: navigation.activationStart > 0 })
                      return !!paint
                    }
                    if (!check()) new PerformanceObserver(check).observe({ type: 'paint', buffered: true })
                  }),
            to,
          )
          .catch(() => undefined)
      }
      if (!shown.prerendered) console.warn(`  plain navigation ${from} → ${to}: the next page was not prerendered (a page load from the prefetched document)`)
      if (Number.isNaN(clicked)) throw new Error('the click was not reported')
      return shown.at - clicked
    } finally {
      await puppeteerBrowser.close()
    }
  })
}

/**
 * The same load as measurePhoneLoad, recorded as a Chromium performance trace (JSON), for
 * `npm run bench:profile`, with a key press once loaded, which starts the page's framework (head/boot.js).
 */
export async function traceInteractive(url: string): Promise<{ paintToInteractive: number; trace: Buffer }> {
  return withRetry(`trace of ${url}`, async () => {
    const { context, page } = await slowPage(PHONE)
    try {
      await browser!.startTracing(page, { categories: TRACE_CATEGORIES })
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
      await page.keyboard.press('Shift')
      const { fcp, hydrated } = await evaluate<{ fcp: number; hydrated: number }>(page, `(${paintAndHydration.toString()})()`, 'the "hydrated" mark')
      const trace = await browser!.stopTracing()
      return { paintToInteractive: hydrated - fcp, trace }
    } finally {
      await context.close()
    }
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

async function withRetry<T>(what: string, attemptOnce: () => Promise<T>): Promise<T> {
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
