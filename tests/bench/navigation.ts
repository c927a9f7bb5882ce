// The browser's own navigation, as `npm run bench` times it: a plain page load, a link whose page the
// speculation rules prerendered on hover (head/speculationRules.ts), and the same link with the
// speculation rules switched off, on a warm cache; beside the floor page loaded the same ways. All
// without the view transition: the pages ask for reduced motion, under which pages/global.css
// declares none (its cost here is software compositing, without a GPU).
//
// Driven through puppeteer-core, not Playwright: Chromium refuses to prerender for a page that a
// DevTools session is attached to directly (Playwright attaches one to every page); Puppeteer
// attaches through the tab, and the page prerenders. So the CPU is slowed through the page's own
// session (page.emulateCPUThrottling), never a second one.
import { chromium } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import type { Browser, Page } from 'puppeteer-core'
import { chromiumExecutable, chromiumLaunch } from '../chromium.ts'
import { FLOOR_AGAIN } from './floor.ts'
import { TIMEOUT_MS, withRetry } from './interactive.ts'

/** A laptop window with a mouse (a link is hovered before it is clicked). */
export const DESKTOP = { width: 1280, height: 800 }
/** How long a link is hovered before the click, ms (the speculation rules' `moderate` eagerness prerenders after 200). */
export const HOVER_BEFORE_CLICK_MS = 1_000

/** One round of navigation figures, ms. First contentful paints are since the document's navigation start. */
export interface NavigationRound {
  /** The click on a hovered link until the next page's first paint, which a prerendered page makes at activation. */
  prerendered: number
  /** Whether the next page was in fact prerendered (else it was loaded at the click). */
  wasPrerendered: boolean
  /** With the speculation rules removed from the page before the hover, the next page's first contentful paint; its files (not its HTML) in the HTTP cache from an earlier visit. */
  rulesOff: number
  /** A plain load of the next page in a fresh browser context (empty cache): its first contentful paint. */
  plainLoad: number
  /** The floor page loaded the same two ways: in a fresh context, and again on a warm cache from another page of its own. */
  floorLoad: number
  floorRepeat: number
}

/** A page in a fresh browser context with the CPU slowed by rate and reduced motion asked for. */
async function freshPage(browser: Browser, rate: number): Promise<Page> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport(DESKTOP)
  await page.emulateCPUThrottling(rate)
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }])
  return page
}

/** A shown page: its first contentful paint since its navigation start, in the clock of the Unix epoch too, and whether it was prerendered. */
interface Shown {
  fcp: number
  at: number
  prerendered: boolean
}

/**
 * Waits until the page's document is the one at path and has painted. Puppeteer's page.url() and
 * waitForNavigation miss the activation of a prerendered page, so the page is asked until the answer
 * comes from the next document.
 */
async function shownAt(page: Page, path: string): Promise<Shown> {
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (Date.now() - started > TIMEOUT_MS) throw new Error(`${path} not shown within ${TIMEOUT_MS} ms`)
    const shown = await page
      .evaluate(
        (expected) =>
          location.pathname !== expected
            ? undefined
            : new Promise<Shown>((resolve) => {
                const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number }
                // A prerendered page paints after its activation (activationStart), and its entries say so.
                const check = () => {
                  const paint = performance.getEntriesByName('first-contentful-paint')[0]
                  if (paint)
                    resolve({
                      fcp: paint.startTime - navigation.activationStart,
                      at: performance.timeOrigin + paint.startTime,
                      prerendered: navigation.activationStart > 0,
                    })
                  return !!paint
                }
                if (!check()) new PerformanceObserver(check).observe({ type: 'paint', buffered: true })
              }),
        path,
      )
      .catch(() => undefined)
    if (shown) return shown
  }
}

/** Loads url in the page as a visitor typing it does, and returns its first contentful paint. */
async function load(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS })
  return (await shownAt(page, new URL(url).pathname)).fcp
}

/** Hovers the link to `to` for HOVER_BEFORE_CLICK_MS, clicks it, and returns the next page as shown and the click's time (Unix epoch ms). */
async function hoverAndClick(page: Page, to: string): Promise<{ shown: Shown; clickedAt: number }> {
  const link = await page.waitForSelector(`a[href="${to}"]:not([hidden])`, { visible: true, timeout: TIMEOUT_MS })
  await link!.hover()
  await new Promise((resolve) => setTimeout(resolve, HOVER_BEFORE_CLICK_MS))
  const clicked = page.evaluate(
    () =>
      new Promise<number>((resolve) => addEventListener('click', (event) => resolve(performance.timeOrigin + event.timeStamp), { capture: true, once: true })),
  )
  await link!.click()
  const clickedAt = await clicked.catch(() => Number.NaN)
  const shown = await shownAt(page, to)
  if (Number.isNaN(clickedAt)) throw new Error('the click was not reported')
  return { shown, clickedAt }
}

/**
 * One round: the floor loaded fresh and again; the site's `to` loaded fresh, then, after `from`,
 * reached by its link with the speculation rules switched off (the rules' script removed, which
 * removes its rules); and in another fresh context `from`'s link to `to` hovered and clicked with the
 * rules on. The CPU is slowed by rate throughout. A failed attempt is retried once, then it throws.
 */
export function measureNavigation(siteOrigin: string, floorOrigin: string, from: string, to: string, rate: number): Promise<NavigationRound> {
  return withRetry(`navigation ${from} → ${to}`, async () => {
    const browser = await puppeteer.launch({ executablePath: chromiumExecutable() ?? chromium.executablePath(), headless: true, args: chromiumLaunch.args })
    try {
      const floor = await freshPage(browser, rate)
      const floorLoad = await load(floor, floorOrigin + FLOOR_AGAIN)
      await load(floor, `${floorOrigin}/`)
      // From the page's own script, as a link does it: a navigation the page starts, not the browser.
      await floor.evaluate((path) => location.assign(path), FLOOR_AGAIN)
      const floorRepeat = (await shownAt(floor, FLOOR_AGAIN)).fcp

      const rulesOffPage = await freshPage(browser, rate)
      const plainLoad = await load(rulesOffPage, siteOrigin + to)
      await load(rulesOffPage, siteOrigin + from)
      await rulesOffPage.evaluate(() => document.querySelectorAll('script[type=speculationrules]').forEach((script) => script.remove()))
      const rulesOff = (await hoverAndClick(rulesOffPage, to)).shown
      if (rulesOff.prerendered) throw new Error('the page was prerendered with the speculation rules removed')

      const prerenderPage = await freshPage(browser, rate)
      await load(prerenderPage, siteOrigin + from)
      const { shown, clickedAt } = await hoverAndClick(prerenderPage, to)
      return { prerendered: shown.at - clickedAt, wasPrerendered: shown.prerendered, rulesOff: rulesOff.fcp, plainLoad, floorLoad, floorRepeat }
    } finally {
      await browser.close()
    }
  })
}
