import axe from 'axe-core'
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { consentCookieValue, CONSENT_COOKIE } from '../../consent/consentCookie.ts'
import { siteConsentTerms } from '../../content/siteConsent.ts'
import { NOTHING_ALLOWED, type ConsentChoices } from '../../schemas/collections/cookiePurpose.ts'
import { contentStandInUrl, deployedUrl } from '../deploy/ports.ts'
import { site } from './routes.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { START_ISLAND_EVENT } from '../../islands/loading.ts'

export interface PageProblems {
  consoleErrors: string[]
  cspViolations: string[]
  offsiteRequests: string[]
}

/**
 * Every test page records console errors, uncaught errors and CSP violations, and any
 * request that would leave this machine is answered locally and recorded (tests never use the network).
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { consoleErrors: [], cspViolations: [], offsiteRequests: [] }
    // Third-party embeds get an empty answer: scripts define nothing, frames stay blank.
    await page.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => {
      const request = route.request()
      problems.offsiteRequests.push(request.url())
      const contentType = request.resourceType() === 'script' ? 'text/javascript' : request.resourceType() === 'stylesheet' ? 'text/css' : 'text/html'
      return route.fulfill({ status: 200, contentType, body: '' })
    })
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text())
      if (/Content.Security.Policy/i.test(message.text())) problems.cspViolations.push(message.text())
    })
    page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`))
    await page.exposeFunction('__reportCspViolation', (text: string) => problems.cspViolations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        ;(window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await use(problems)
  },
})

/**
 * Starts every island of the page (islands/) the way a part of the page asks for another
 * (the boot script's START_ISLAND_EVENT), and waits until each has hydrated and says it is ready.
 */
export async function startAllIslands(page: Page) {
  await page.evaluate(
    ({ event, id }) => {
      for (const island of document.querySelectorAll(`[${id}]`)) dispatchEvent(new CustomEvent(event, { detail: island.getAttribute(id) }))
    },
    { event: START_ISLAND_EVENT, id: ISLAND.id },
  )
  await expect(page.locator(`[${ISLAND.module}]:not([${ISLAND.ready}])`)).toHaveCount(0, { timeout: 15_000 })
}

/**
 * Opens a route with every island of the page hydrated, so clicks reach their handlers. An island
 * starts on the visitor's first interaction with it or when it comes near the viewport (islands/boot/boot.ts);
 * here all are started at once.
 */
export async function openHydrated(page: Page, route: string) {
  const response = await page.goto(route)
  await startAllIslands(page)
  return response
}

/** Resolves once the island with this id has hydrated: it says it is ready, and its performance mark is set. */
export async function islandReady(page: Page, id: string) {
  await expect(page.locator(`[${ISLAND.id}="${id}"]`)).toHaveAttribute(ISLAND.ready, '', { timeout: 15_000 })
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, ISLAND.mark(id))
}

/**
 * Resolves once the island with this id, one with work of its own when seen, has hydrated without an
 * interaction, started by coming near the viewport (islands/boot/boot.ts).
 */
export async function sectionHydrated(page: Page, id: string) {
  await expect(page.locator(`#${id}`)).toHaveAttribute(ISLAND.start, 'near')
  await islandReady(page, id)
}

/**
 * The islands that start by themselves for a new visitor on this page at this width (islands/boot/boot.ts):
 * marked to start near, with no consent purpose to wait for (none is given yet), no query parameter
 * to wait for (the address has none) and a media query, if any, that matches. Each with its box, for
 * the caller to judge whether it is near.
 */
export function islandsStartingByThemselves(page: Page) {
  return page.evaluate(
    ({ start, id, consent, media, query }) =>
      [...document.querySelectorAll(`[${start}=near]`)]
        .filter((island) => !island.hasAttribute(consent) && !island.hasAttribute(query) && matchMedia(island.getAttribute(media) ?? 'all').matches)
        .map((island) => {
          const { top, bottom } = island.getBoundingClientRect()
          return { id: island.getAttribute(id)!, top, bottom }
        }),
    { start: ISLAND.start, id: ISLAND.id, consent: ISLAND.startConsent, media: ISLAND.startMedia, query: ISLAND.startQuery },
  )
}

/**
 * Makes the browser a returning visitor who decided earlier: no banner, and the embeds of the
 * allowed purposes load (nothing is allowed unless named).
 */
export async function decideConsent(context: BrowserContext, allowed: Partial<ConsentChoices> = {}) {
  const terms = siteConsentTerms(site)
  const value = consentCookieValue(
    { choices: { ...NOTHING_ALLOWED, ...allowed }, decidedAt: new Date().toISOString(), policyVersion: terms.policyVersion },
    terms.purposes,
  )
  // Cookies belong to a host, not a port: this reaches the test server whatever its port.
  await context.addCookies([{ name: CONSENT_COOKIE, value, domain: 'localhost', path: '/', sameSite: 'Lax' }])
}

/**
 * Watches the page's requests; the returned function resolves once none has been in flight for half
 * a second. Playwright's own 'networkidle' is reached once per load: waited for again later in the
 * same page, it returns at once, whatever the page fetches then.
 */
export function quietNetwork(page: Page) {
  let inFlight = 0
  let lastChange = Date.now()
  const change = (delta: number) => {
    inFlight += delta
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return () => expect.poll(() => inFlight === 0 && Date.now() - lastChange >= 500, { intervals: [100], timeout: 15_000 }).toBe(true)
}

/**
 * Scrolls the contact form into view, starts it as a keyboard user tabbing to "Send besked" would, and
 * waits until it has hydrated (until then its button cannot send by itself).
 */
export async function contactFormReady(page: Page) {
  const send = page.locator('form').getByRole('button', { name: 'Send besked' })
  await send.scrollIntoViewIfNeeded()
  await send.focus()
  await expect(send).toHaveAttribute('type', 'submit', { timeout: 15_000 })
  return send
}

/**
 * Holds back the page's JavaScript (the modules islands/boot/boot.ts imports) until the returned
 * function is called, so a test can act on the prerendered page before hydration, as a visitor
 * on a slow phone does. Open the page with `waitUntil: 'domcontentloaded'`. With `containing`,
 * only the modules whose code contains that text (a library's name) are held; with `path`, only
 * the module at that path.
 */
export async function holdScripts(page: Page, { containing, path }: { containing?: string; path?: string } = {}) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const isOwnScript = (url: URL) =>
    /^(localhost|127\.0\.0\.1)$/.test(url.hostname) && /^\/assets\/.*\.js$/.test(url.pathname) && (path === undefined || url.pathname === path)
  await page.route(isOwnScript, async (route) => {
    if (containing === undefined) {
      await released
      return route.fallback()
    }
    const response = await route.fetch()
    if ((await response.text()).includes(containing)) await released
    await route.fulfill({ response })
  })
  return release
}

/**
 * How long a test waits for the page to fetch its islands' code ahead. The boot script adds each file
 * in an idle task of its own once the page has loaded (islands/boot/boot.ts), and a busy machine has few idle
 * moments: a green run returns as soon as the files are listed.
 */
export const FETCH_AHEAD_WAIT = { timeout: 45_000 }

/** Slows the page's CPU down like a mid-range phone (4x), through the DevTools protocol. */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}

/**
 * A finger's swipe to the left across `target`, as a phone's touch screen gives it to Chromium (CDP
 * touch events; the page needs `hasTouch`): down near its right edge, a third of the way down (clear
 * of previous/next buttons centred on it), ten moves over about 300 ms covering `distance` px, up. With `midway`, the finger stops half-way and stays down until `midway`
 * resolves (the island it started has hydrated, say), then ends the swipe. Bring `target` into view first.
 */
export async function swipeLeft(target: Locator, { distance = 300, midway }: { distance?: number; midway?: () => Promise<unknown> } = {}) {
  const page = target.page()
  const box = (await target.boundingBox())!
  const y = box.y + box.height / 3
  const from = box.x + box.width - 10
  const cdp = await page.context().newCDPSession(page)
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y }] })
  await touch('touchStart', from)
  for (let step = 1; step <= 10; step++) {
    if (step === 6) await midway?.()
    await page.waitForTimeout(30)
    await touch('touchMove', from - (distance * step) / 10)
  }
  await touch('touchEnd')
  await cdp.detach()
}

/**
 * Whether assistive technology hears an element as expanded (true), collapsed (false) or neither
 * (undefined), read from Chromium's own accessibility tree through the DevTools protocol. Playwright's
 * role checks read only `aria-expanded`; a popover button's state comes from its popover instead.
 */
export async function announcedExpanded(element: Locator): Promise<boolean | undefined> {
  const page = element.page()
  const cdp = await page.context().newCDPSession(page)
  try {
    await element.evaluate((node) => node.setAttribute('data-ax-probe', ''))
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded === undefined ? undefined : expanded.value.value === true
  } finally {
    await element.evaluate((node) => node.removeAttribute('data-ax-probe'))
    await cdp.detach()
  }
}

/** The axe rules of WCAG 2.1 levels A and AA, the level every browser test checks. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The rules about the page as a whole rather than a part of it: its title and language, landmarks
 * (one main, banner and contentinfo at the top level, every piece of content inside one: `region`),
 * headings, the way past repeated blocks, and ids unique on the page. Several are axe's best practices
 * rather than WCAG rules; every route runs them, whatever part of it the rest of a scan covers.
 */
export const PAGE_RULES = [
  'bypass',
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'meta-viewport',
  'meta-refresh',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'page-has-heading-one',
  'region',
  'duplicate-id',
  'duplicate-id-active',
  'duplicate-id-aria',
]

export interface AxeOptions {
  /** Only this part of the page (a CSS selector), e.g. one section. */
  include?: string
  /** Leave this part of the page out (a CSS selector). */
  exclude?: string
  /** The rule tags to run; WCAG 2.1 A and AA unless given. */
  tags?: string[]
  /** Also the rules about the page as a whole (PAGE_RULES), which need the whole page: give `exclude`, not `include`. */
  pageRules?: boolean
  /** Rules not to run (by id). */
  disableRules?: string[]
  /** Put before every violation, e.g. the width or the state the page was in. */
  label?: string
  /** Also what the page's frames show (the editor's preview); the site's only frames are third-party embeds. */
  frames?: boolean
}

/**
 * Axe on the page as it is now: one readable line per violated rule, `[label ]rule-id: target, target`
 * (each target the selector path axe gives), so a failing `toEqual([])` says what and where.
 */
export async function axeViolations(
  page: Page,
  { include, exclude, tags = WCAG_21_AA, pageRules = false, disableRules = [], label, frames = false }: AxeOptions = {},
): Promise<string[]> {
  // Axe is put into the page (and with `frames`, into each frame, where the page's axe asks it) once
  // and run there as often as a test asks: AxeBuilder compiles its half-megabyte source again at every
  // scan, twice the scan's own time. Only violations are reported in full: axe then spends no time on
  // selectors for every element that passes. A rule switched on or off by id runs or not whatever the
  // tags say.
  const rules = Object.fromEntries([
    ...(pageRules ? PAGE_RULES : []).map((id) => [id, { enabled: true }]),
    ...disableRules.map((id) => [id, { enabled: false }]),
  ])
  for (const frame of frames ? page.frames() : [page.mainFrame()]) if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
  const options: axe.RunOptions = { resultTypes: ['violations'], runOnly: { type: 'tag', values: tags }, rules, iframes: frames }
  const results = await page.evaluate(
    ([include, exclude, options]) => {
      const context =
        include !== null ? { include: [[include]], exclude: exclude !== null ? [[exclude]] : [] } : exclude !== null ? { exclude: [[exclude]] } : document
      return (window as unknown as { axe: typeof axe }).axe.run(context, options)
    },
    [include ?? null, exclude ?? null, options] as const,
  )
  return results.violations.map((v) => `${label ? `${label} ` : ''}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Expects axe (WCAG 2.1 A and AA unless `tags` says otherwise) to find nothing on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options?: AxeOptions) {
  expect(await axeViolations(page, options)).toEqual([])
}

/**
 * The deployed site (tests/deploy/serveDeployed.ts): the build configured by .env.production, served
 * by wrangler pages dev, and the stand-in content system it is configured with (its test controls).
 */
export const deployed = { url: deployedUrl, contentStandIn: contentStandInUrl }

export { expect }
