import { chromium } from '@playwright/test'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { readFileSync } from 'node:fs'
import puppeteer from 'puppeteer-core'
import { chromiumExecutable, chromiumLaunch } from '../chromium.ts'
import { LOAD_MARGIN } from '../../site/loading.ts'

/** A phone-sized window: 390 CSS px wide, as on a current iPhone. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
/** A laptop window with a mouse, for navigation (a link is hovered before it is clicked). */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
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

/**
 * Runs in the page (its source is sent as text): the sections that hydrate (`section[data-interactive]`),
 * in page order, each with its id. The page sets one `hydrated` mark once all of them have hydrated.
 */
function pageIslands(): { element: HTMLElement; id: string }[] {
  return [...document.querySelectorAll<HTMLElement>('section[data-interactive]')].map((element, index) => ({
    element,
    id: element.id || `section ${index + 1}`,
  }))
}

/**
 * Runs in the page (its source is sent as text). Waits for the first paint; then, if an island is
 * within islandMargin of the first screen (head/boot.js then starts it without an interaction), for
 * that island to hydrate; otherwise watches the page for quietMs, reads what it fetched, and
 * scrolls the first island (if any) into view and waits for the page's `hydrated` mark.
 */
async function firstScreen(quietMs: number, islandMargin: string, islandsOf: typeof pageIslands) {
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
  const islands = islandsOf()
  const pageHydrated = () => performance.getEntriesByName('hydrated').length > 0
  const margin = Number.parseInt(islandMargin, 10)
  const near = islands.find(({ element }) => {
    const { top, bottom } = element.getBoundingClientRect()
    return top < innerHeight + margin && bottom > -margin
  })
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
    const answered = await mark('hydrated')
    return { fcp, ...fetched(), islandNear: true, hydratedWithoutInteraction: pageHydrated(), islandResponse: answered - fcp, island: near.id }
  }
  await new Promise((resolve) => setTimeout(resolve, quietMs))
  const before = { fcp, ...fetched(), islandNear: false, hydratedWithoutInteraction: pageHydrated() }
  const first = islands[0]
  if (!first) return { ...before, islandResponse: null, island: null }
  first.element.scrollIntoView({ block: 'start' })
  const inView = performance.now()
  const answered = await mark('hydrated')
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

/** A page in a fresh browser context (its own empty cache, cookies and storage) with the CPU slowed by rate (tests/bench/slowdown.ts). */
async function slowPage(options: BrowserContextOptions, rate: number) {
  browser ??= await chromium.launch({ ...chromiumLaunch, headless: true })
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  return { context, page }
}

/**
 * Lighthouse's CPU benchmark index of this machine (higher is faster), measured as Lighthouse
 * measures it (its own page function) in a page of the bench's browser, without throttling: for
 * `npm run bench:profile`, which runs no Lighthouse to read it from.
 */
export async function measureBenchmarkIndex(): Promise<number> {
  browser ??= await chromium.launch({ ...chromiumLaunch, headless: true })
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    return await evaluate<number>(page, `(${pageFunctions.computeBenchmarkIndex.toString()})()`, 'the CPU benchmark')
  } finally {
    await context.close()
  }
}

/**
 * Loads url in a fresh browser context on a 390 px window with the CPU slowed by rate, without
 * interacting, and reads its first paint, what it fetched and when its first island answered.
 * A failed attempt is retried once, then it throws.
 */
export function measurePhoneLoad(url: string, rate: number): Promise<PhoneLoad> {
  return withRetry(`phone load of ${url}`, async () => {
    const { context, page } = await slowPage(PHONE, rate)
    try {
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
      return await evaluate<PhoneLoad>(
        page,
        `(${firstScreen.toString()})(${QUIET_MS}, ${JSON.stringify(LOAD_MARGIN)}, ${pageIslands.toString()})`,
        'the first screen',
      )
    } finally {
      await context.close()
    }
  })
}

/** How a navigation is timed: the CPU slowdown, and whether the page asks for reduced motion (no view transition). */
export interface NavigationOptions {
  rate: number
  reducedMotion?: boolean
}

/**
 * Client-side navigation: the time from the click on a link to `to` on page `from` until the next
 * page's heading shows, on a laptop window with the CPU slowed by rate, once the framework runs (a key
 * press starts it) and the link has been hovered for HOVER_BEFORE_CLICK_MS. With `reducedMotion`
 * the page asks for reduced motion, so the page changes without the view transition (renderer/viewTransition.ts).
 */
export function measureClientNavigation(origin: string, from: string, to: string, { rate, reducedMotion = false }: NavigationOptions): Promise<number> {
  return withRetry(`client-side navigation ${from} → ${to}`, async () => {
    const { context, page } = await slowPage({ ...DESKTOP, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' }, rate)
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
 * slowed by rate, through the page's own DevTools session: Chromium prerenders for a page driven through
 * DevTools only while no second session is attached to it (with one, every prerender is refused and
 * the rule falls back to the prefetched document). Shown means the next page's first contentful
 * paint: a prerendered page paints only once it is activated by the click. With `reducedMotion`
 * the page asks for reduced motion, so the pages change without the view transition
 * (pages/global.css): what the transition itself costs.
 */
export function measurePlainNavigation(origin: string, from: string, to: string, { rate, reducedMotion = false }: NavigationOptions): Promise<number> {
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
      await page.emulateCPUThrottling(rate)
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
export async function traceInteractive(url: string, rate: number): Promise<{ paintToInteractive: number; trace: Buffer }> {
  return withRetry(`trace of ${url}`, async () => {
    const { context, page } = await slowPage(PHONE, rate)
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

/** One interaction whose Interaction to Next Paint the bench measures, on the phone window once the page has started. */
export interface Interaction {
  /** What is done, for the table and the misses. */
  name: string
  route: string
  /** Brings the page to where the interaction starts, without any interaction of its own (not counted). */
  prepare?: (page: Page) => Promise<void>
  /** The interaction, until its result shows. */
  act: (page: Page) => Promise<void>
}

/** How long a key is held, and the pause before the next one, when a word is typed (a brisk typist: about 5 keys a second). */
const KEY_MS = 100
/** The longest the INP measurement waits for the started page's network to go quiet, ms. */
const SETTLE_MS = 15_000

/**
 * The interactions timed for INP, each on its own page (the selectors as in tests/e2e/: the header's
 * menu in components/SiteHeader, the search of sections/BlogList, the form of sections/ContactForm).
 */
export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'mobile menu: open, close',
    route: '/',
    act: async (page) => {
      const menu = page.getByRole('navigation', { name: 'Mobilnavigation' })
      await page.getByRole('button', { name: 'Åbn menu' }).tap()
      await menu.waitFor({ state: 'visible', timeout: TIMEOUT_MS })
      await page.getByRole('button', { name: 'Luk menu' }).tap()
      await menu.waitFor({ state: 'hidden', timeout: TIMEOUT_MS })
    },
  },
  {
    name: 'blog search: type "google"',
    route: '/blog',
    // Focused by script: the taps that would focus it are not what is timed here.
    prepare: (page) => page.getByRole('searchbox', { name: 'Søg i artiklerne' }).focus({ timeout: TIMEOUT_MS }),
    act: async (page) => {
      for (const key of 'google') {
        await page.keyboard.press(key, { delay: KEY_MS })
        await page.waitForTimeout(KEY_MS)
      }
      // The list filters as the visitor types and keeps the search in the address.
      await page.waitForURL(/[?&]q=google\b/, { timeout: TIMEOUT_MS })
    },
  },
  {
    name: 'contact form: send empty',
    route: '/kontakt',
    // As tests/e2e/fixtures.ts contactFormReady: in view, and ready once its button is a submit button.
    prepare: async (page) => {
      const send = page.locator('form').getByRole('button', { name: 'Send besked' })
      await send.scrollIntoViewIfNeeded({ timeout: TIMEOUT_MS })
      await send.and(page.locator('[type=submit]')).waitFor({ timeout: TIMEOUT_MS })
    },
    act: async (page) => {
      await page.locator('form').getByRole('button', { name: 'Send besked' }).tap()
      // The validation messages show in the form's alert.
      await page.locator('form [role=alert]').filter({ hasText: /\S/ }).waitFor({ timeout: TIMEOUT_MS })
    },
  },
]

/** web-vitals' build for a classic script, without attribution: it defines `webVitals` on the page. */
const WEB_VITALS_SCRIPT = readFileSync(new URL('web-vitals.iife.js', import.meta.resolve('web-vitals')), 'utf8')

interface InpWindow {
  /** From when (performance.now()) interactions count; none before it is set. */
  __inpFrom?: number
  /** What web-vitals reported, in order: the last is the INP so far. */
  __inp: { value: number; event: string }[]
}

/**
 * Runs in the page before its own scripts (its source is sent as text, after web-vitals'): records
 * INP with web-vitals, which is handed only the Event Timing entries of interactions from
 * `__inpFrom` on. The key press that starts the page (head/boot.js) is an interaction too, with
 * hydration after it; without this, INP would count it. The filter sits in front of the observers
 * web-vitals creates in onINP only; the page's own code gets the browser's PerformanceObserver.
 */
function recordInp(webVitals: typeof import('web-vitals')) {
  const page = window as unknown as InpWindow
  page.__inp = []
  const Native = PerformanceObserver
  const counted = (entry: PerformanceEntry) =>
    (entry.entryType !== 'event' && entry.entryType !== 'first-input') || entry.startTime >= (page.__inpFrom ?? Infinity)
  window.PerformanceObserver = class extends Native {
    constructor(callback: PerformanceObserverCallback) {
      super((list, observer) => callback({ getEntries: () => list.getEntries().filter(counted) } as PerformanceObserverEntryList, observer))
    }
    takeRecords() {
      return super.takeRecords().filter(counted)
    }
  }
  // Every interaction that takes 16 ms or more (the least Event Timing reports), not only web-vitals' default 40.
  webVitals.onINP((metric) => page.__inp.push({ value: metric.value, event: metric.entries[0]?.name ?? '' }), { reportAllChanges: true, durationThreshold: 16 })
  window.PerformanceObserver = Native
}

/** Runs in the page: hides it, as a visitor leaving the tab does, so web-vitals reports its final INP, and resolves with it (null when it saw none). */
async function finalInp() {
  const page = window as unknown as InpWindow
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  await new Promise((resolve) => setTimeout(resolve, 100))
  return page.__inp.at(-1) ?? null
}

/** One INP measurement: the page's INP over the interaction, ms, and the event that took longest. */
export interface InpMeasurement {
  inp: number
  event: string
}

/**
 * Interaction to Next Paint of one interaction, measured by web-vitals: opens its route in a fresh
 * context on the phone window with the CPU slowed by rate, starts the page with a key press
 * (head/boot.js) and waits until it has hydrated and its network is idle, prepares, and times the
 * interaction until its result shows. A failed attempt is retried once, then it throws.
 */
export function measureInp(origin: string, interaction: Interaction, rate: number): Promise<InpMeasurement> {
  return withRetry(`INP of ${interaction.name} on ${interaction.route}`, async () => {
    const { context, page } = await slowPage(PHONE, rate)
    try {
      // A script added this way runs before the page's own, and the page's Content Security Policy does not apply to it.
      await page.addInitScript(`${WEB_VITALS_SCRIPT}\n;(${recordInp.toString()})(webVitals)`)
      await page.goto(origin + interaction.route, { waitUntil: 'load', timeout: TIMEOUT_MS })
      await page.keyboard.press('Shift')
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: TIMEOUT_MS })
      // Its code is in once the network is quiet; a request that hangs on a busy machine (it happened
      // once on /blog) only ends the wait, the idle moment below still comes first.
      await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {})
      await interaction.prepare?.(page)
      await evaluate(page, 'new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))', 'an idle moment')
      await evaluate(page, 'window.__inpFrom = performance.now()', 'the start of the interaction')
      await interaction.act(page)
      // Its Event Timing entries come once the frame after it is presented.
      await page.waitForTimeout(500)
      const inp = await evaluate<InpMeasurement | null>(
        page,
        `(${finalInp.toString()})().then((last) => last && { inp: last.value, event: last.event })`,
        'the INP',
      )
      if (!inp) throw new Error('web-vitals reported no INP (no interaction of 16 ms or more)')
      return inp
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
