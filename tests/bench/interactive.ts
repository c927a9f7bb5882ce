import { chromium } from '@playwright/test'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { readFileSync } from 'node:fs'
import { chromiumLaunch } from '../chromium.ts'
import { ISLAND } from '../../site/islandAttributes.ts'
import { LOAD_MARGIN, START_ISLAND_EVENT } from '../../site/loading.ts'

/** A phone-sized window: 390 CSS px wide, as on a current iPhone. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
/** How long a page with no island near its first screen is watched for JavaScript it should not fetch, ms after load. */
const QUIET_MS = 1_500
export const TIMEOUT_MS = 60_000

/** How soon one island was ready: from first paint when it is near the first screen, else from being scrolled into view; ms. */
export interface IslandTime {
  id: string
  ms: number
}

/** One load of one page on the phone window with the CPU slowed, before any interaction; times in ms. */
export interface PhoneLoad {
  /** First contentful paint (paint timing entry), since navigation start. */
  fcp: number
  /** Compressed bytes of JavaScript received before any interaction (by the time the islands near the first screen are ready, when there are any). */
  jsLoaded: number
  /** Requests by then, the document included. */
  requests: number
  /**
   * The islands that start on their own (`data-start="near"`) within the load margin of the first
   * screen, each timed from first paint to its `island:<id>` mark. When none is near, the first such
   * island of the page, timed from the moment it was scrolled into view (a jump, without the margin's
   * head start). Empty for a page without such islands.
   */
  islands: IslandTime[]
  /** Whether the islands timed were near the first screen (false: the one scrolled to). */
  islandNear: boolean
}

let browser: Browser | undefined

/** Closes the Chromium this module launched, if any. */
export async function closeInteractiveBrowser(): Promise<void> {
  const open = browser
  browser = undefined
  await open?.close()
}

/** What the in-page functions below need to know of the islands' attributes and marks (they run as text, without imports). */
const PAGE_ISLAND = { id: ISLAND.id, start: ISLAND.start, mark: ISLAND.mark('') }

/**
 * Runs in the page (its source is sent as text). Waits for the first paint; then times every island
 * that starts on its own (data-start="near") within islandMargin of the first screen (head/boot.ts
 * starts those without an interaction) until its `island:<id>` mark. When none is near, it watches
 * the page for quietMs, reads what it fetched, then scrolls the page's first such island into view
 * and times it from then.
 */
async function firstScreen(quietMs: number, islandMargin: string, names: typeof PAGE_ISLAND) {
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
  const islands = [...document.querySelectorAll<HTMLElement>(`[${names.start}=near]`)].map((element) => ({ element, id: element.getAttribute(names.id)! }))
  const margin = Number.parseInt(islandMargin, 10)
  const near = islands.filter(({ element }) => {
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
    return { jsLoaded: inlineJs + scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0), requests: resources.length + 1 }
  }
  if (near.length > 0) {
    const ready = await Promise.all(near.map(async ({ id }) => ({ id, ms: (await mark(names.mark + id)) - fcp })))
    return { fcp, ...fetched(), islands: ready, islandNear: true }
  }
  await new Promise((resolve) => setTimeout(resolve, quietMs))
  const before = { fcp, ...fetched(), islandNear: false }
  const first = islands[0]
  if (!first) return { ...before, islands: [] }
  first.element.scrollIntoView({ block: 'start' })
  const inView = performance.now()
  const ready = await mark(names.mark + first.id)
  return { ...before, islands: [{ id: first.id, ms: Math.max(0, ready - inView) }] }
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
 * interacting, and reads its first paint, what it fetched and when its islands near the first screen were ready.
 * A failed attempt is retried once, then it throws.
 */
export function measurePhoneLoad(url: string, rate: number): Promise<PhoneLoad> {
  return withRetry(`phone load of ${url}`, async () => {
    const { context, page } = await slowPage(PHONE, rate)
    try {
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
      return await evaluate<PhoneLoad>(
        page,
        `(${firstScreen.toString()})(${QUIET_MS}, ${JSON.stringify(LOAD_MARGIN)}, ${JSON.stringify(PAGE_ISLAND)})`,
        'the first screen',
      )
    } finally {
      await context.close()
    }
  })
}

/**
 * The same load as measurePhoneLoad, recorded as a Chromium performance trace (JSON), for
 * `npm run bench:profile`, until the last island it times is ready. Returns that island's mark,
 * where the profile's window ends.
 */
export async function traceInteractive(url: string, rate: number): Promise<{ load: PhoneLoad; endMark: string; trace: Buffer }> {
  return withRetry(`trace of ${url}`, async () => {
    const { context, page } = await slowPage(PHONE, rate)
    try {
      await browser!.startTracing(page, { categories: TRACE_CATEGORIES })
      await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
      const load = await evaluate<PhoneLoad>(
        page,
        `(${firstScreen.toString()})(${QUIET_MS}, ${JSON.stringify(LOAD_MARGIN)}, ${JSON.stringify(PAGE_ISLAND)})`,
        'the first screen',
      )
      const trace = await browser!.stopTracing()
      const last = [...load.islands].sort((a, b) => b.ms - a.ms)[0]
      if (!last) throw new Error(`${url} has no island that starts on its own`)
      return { load, endMark: ISLAND.mark(last.id), trace }
    } finally {
      await context.close()
    }
  })
}

/** One interaction whose Interaction to Next Paint the bench measures, on the phone window once its island is ready. */
export interface Interaction {
  /** What is done, for the table and the misses. */
  name: string
  route: string
  /** The island it happens in (its data-island-id), started and ready before the interaction. */
  island: string
  /** Brings the page to where the interaction starts, without any interaction of its own (not counted). */
  prepare?: (page: Page) => Promise<void>
  /** The interaction, until its result shows. */
  act: (page: Page) => Promise<void>
}

/** The contact page's form (sections/ContactForm): its island, its send button, and the alert where its validation messages show. */
const CONTACT_FORM = { route: '/kontakt', island: 'skriv', send: 'Send besked', alert: '[data-island-id="skriv"] form [role=alert]' }

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
    island: 'header',
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
    island: 'artikler',
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
    route: CONTACT_FORM.route,
    island: CONTACT_FORM.island,
    prepare: (page) =>
      page.locator(`[${ISLAND.id}="${CONTACT_FORM.island}"]`).getByRole('button', { name: CONTACT_FORM.send }).scrollIntoViewIfNeeded({ timeout: TIMEOUT_MS }),
    act: async (page) => {
      await page.locator(`[${ISLAND.id}="${CONTACT_FORM.island}"]`).getByRole('button', { name: CONTACT_FORM.send }).tap()
      await page.locator(CONTACT_FORM.alert).filter({ hasText: /\S/ }).waitFor({ timeout: TIMEOUT_MS })
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
 * `__inpFrom` on (from the start with 0), so what the bench does to prepare is not counted. The filter sits in front of the observers
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
 * context on the phone window with the CPU slowed by rate, starts the interaction's island (the
 * event head/boot.ts listens for) and waits until it is ready and the network is idle, prepares, and
 * times the interaction until its result shows. A failed attempt is retried once, then it throws.
 */
export function measureInp(origin: string, interaction: Interaction, rate: number): Promise<InpMeasurement> {
  return withRetry(`INP of ${interaction.name} on ${interaction.route}`, async () => {
    const { context, page } = await slowPage(PHONE, rate)
    try {
      // A script added this way runs before the page's own, and the page's Content Security Policy does not apply to it.
      await page.addInitScript(`${WEB_VITALS_SCRIPT}\n;(${recordInp.toString()})(webVitals)`)
      await page.goto(origin + interaction.route, { waitUntil: 'load', timeout: TIMEOUT_MS })
      // Started as a part of the page that opens another starts it (site/loading.ts), which is no interaction of its own.
      await evaluate(
        page,
        `dispatchEvent(new CustomEvent(${JSON.stringify(START_ISLAND_EVENT)}, { detail: ${JSON.stringify(interaction.island)} }))`,
        'the start',
      )
      await page.locator(`[${ISLAND.id}="${interaction.island}"][${ISLAND.ready}]`).waitFor({ state: 'attached', timeout: TIMEOUT_MS })
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

interface TapWindow {
  /** The first tap: when it was made (its event's timeStamp), whether it landed on the button, and how long until its result showed (ms; null until then). */
  __tap?: { at: number; onButton: boolean; shown: number | null }
}

/**
 * Runs in the page before its own scripts (its source is sent as text): records the first tap, whether
 * it hit the named button of the island, and when the alert showed text. Its time is the event's
 * timeStamp, when the finger came down: the handler itself may run only after the hydration's task.
 */
function watchTap(island: string, alert: string, buttonName: string) {
  const page = window as unknown as TapWindow
  const tapped = (event: Event) => {
    if (page.__tap) return
    const button = event.target instanceof Element ? event.target.closest('button') : null
    const inIsland = !!button && !!document.querySelector(`[data-island-id="${island}"]`)?.contains(button)
    const tap = { at: event.timeStamp, onButton: inIsland && button?.textContent?.trim() === buttonName, shown: null as number | null }
    page.__tap = tap
    const check = () => {
      if (document.querySelector(alert)?.textContent?.trim()) tap.shown = performance.now() - tap.at
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  }
  for (const type of ['touchstart', 'pointerdown']) addEventListener(type, tapped, { capture: true, passive: true })
}

/** The contact form's "Send besked" tapped before its island is ready: whether the tap was carried out, and its INP. */
export interface EarlyTap {
  /** Whether the form showed its validation messages (what sending it empty does). */
  carriedOut: boolean
  /** Whether the island was not yet ready at the tap (else the tap was not early, and the run says little). */
  beforeReady: boolean
  /** From the tap until the validation messages showed, ms (null when they did not). */
  tapToResult: number | null
  /** The page's INP over the whole visit (web-vitals), ms, and its slowest event; the tap is its only interaction. */
  inp: number
  event: string
}

/** How long the early tap's result is awaited: longer than any island took on this machine, so a dropped tap is told from a slow one, ms. */
const EARLY_TAP_RESULT_MS = 20_000

/**
 * Opens the contact page in a fresh context on the phone window with the CPU slowed by rate and taps
 * the form's send button as soon as it can be tapped (the scroll to it or the tap itself starts the
 * island: head/boot.ts), before its island is ready; the island presses it again once it has
 * hydrated (renderer/islands/IslandRoot.tsx). Reads whether the press was carried out, and the INP of
 * the visit. A failed attempt is retried once, then it throws.
 */
export function measureEarlyTap(origin: string, rate: number): Promise<EarlyTap> {
  return withRetry('the early tap on the contact form', async () => {
    const { context, page } = await slowPage(PHONE, rate)
    try {
      await page.addInitScript(
        `${WEB_VITALS_SCRIPT}\n;(${recordInp.toString()})(webVitals); window.__inpFrom = 0;\n(${watchTap.toString()})(${JSON.stringify(CONTACT_FORM.island)}, ${JSON.stringify(CONTACT_FORM.alert)}, ${JSON.stringify(CONTACT_FORM.send)})`,
      )
      await page.goto(origin + CONTACT_FORM.route, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS })
      const send = page.locator(`[${ISLAND.id}="${CONTACT_FORM.island}"]`).getByRole('button', { name: CONTACT_FORM.send })
      await send.scrollIntoViewIfNeeded({ timeout: TIMEOUT_MS })
      // Tapped where it is two frames after the scroll (the sections above it have traded their
      // placeholder height for their own by then), long before the island it brought near is ready.
      // Playwright's own tap would wait for a button that says aria-disabled, as this one does while
      // its island gets ready, to be enabled; a visitor does not.
      await evaluate(page, 'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))', 'two frames')
      const box = await send.boundingBox()
      if (!box) throw new Error(`the "${CONTACT_FORM.send}" button is not shown`)
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      const carriedOut = await page
        .locator(CONTACT_FORM.alert)
        .filter({ hasText: /\S/ })
        .waitFor({ timeout: EARLY_TAP_RESULT_MS })
        .then(() => true)
        .catch(() => false)
      await page.locator(`[${ISLAND.id}="${CONTACT_FORM.island}"][${ISLAND.ready}]`).waitFor({ state: 'attached', timeout: TIMEOUT_MS })
      // Its Event Timing entries come once the frame after it is presented.
      await page.waitForTimeout(500)
      const tap = await evaluate<(NonNullable<TapWindow['__tap']> & { ready: number }) | null>(
        page,
        `window.__tap && { ...window.__tap, ready: performance.getEntriesByName(${JSON.stringify(ISLAND.mark(CONTACT_FORM.island))})[0].startTime }`,
        'the tap',
      )
      if (!tap) throw new Error('the tap was not seen by the page')
      if (!tap.onButton) throw new Error(`the tap missed the "${CONTACT_FORM.send}" button`)
      const inp = await evaluate<{ value: number; event: string } | null>(page, `(${finalInp.toString()})()`, 'the INP')
      return { carriedOut, beforeReady: tap.at < tap.ready, tapToResult: tap.shown, inp: inp?.value ?? 0, event: inp?.event ?? '' }
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
