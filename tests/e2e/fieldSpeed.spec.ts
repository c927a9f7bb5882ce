// Real visitors' speed from the field, on the `npm start` server with a database of its own (read once
// it has stopped: the embedded database belongs to one process at a time). A visitor who allows
// statistics sends, for each page view, its LCP, INP and CLS once, at page hide, to the local
// web-vitals function: a tap on an island before it has started is attributed to that island as
// "starting", and a page shown again from the back/forward cache is a page view of its own. A visitor
// who has not allowed statistics fetches none of the measuring code and sends nothing. Driven by the
// full browser: the headless shell has no back/forward cache.
import type { BrowserContext, Page } from '@playwright/test'
import { consentCookieValue, CONSENT_COOKIE } from '../../consent/consentCookie.ts'
import { openContactDatabase } from '../../server/database/contactDatabase.ts'
import { siteConsentTerms } from '../../content/siteConsent.ts'
import { NOTHING_ALLOWED } from '../../schemas/collections/cookiePurpose.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { WEB_VITALS_FUNCTION_PATH } from '../../consent/measurement/webVitalsConfig.ts'
import { fullBrowserLaunch } from '../chromium.ts'
import { expect, test } from './fixtures.ts'
import { startOwnServer, type OwnServer } from './ownServer.ts'
import { site } from './routes.ts'

test.use({ launchOptions: fullBrowserLaunch })

interface Row {
  page_view: string
  path: string
  shown_as: string
  metric: string
  value: number
  element: string
  island: string
  island_state: string
  interaction: string
}

/** The paths the pages fetched (Playwright reports no beacon: the beacons are counted in the pages, below). */
function watch(context: BrowserContext) {
  const fetched: string[] = []
  context.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  return fetched
}

/**
 * Counts the page's beacons in the tab's session storage, which outlives each page of the visit (test
 * instrumentation only: the site itself stores nothing there without a tag).
 */
async function countBeacons(context: BrowserContext) {
  await context.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      const sent = JSON.parse(sessionStorage.getItem('test:beacons') ?? '[]') as { from: string; to: string }[]
      sessionStorage.setItem('test:beacons', JSON.stringify([...sent, { from: location.pathname, to: new URL(String(url), location.href).pathname }]))
      return send(url, data)
    }
  })
}
const beaconsSent = (page: Page): Promise<{ from: string; to: string }[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:beacons') ?? '[]'))

/** The speed measurement's built files, as the page's boot script names them. */
const vitalsFiles = (page: Page) =>
  page
    .locator('script[data-entry]')
    .getAttribute('data-vitals')
    .then((files) => files!.split(' '))

/** A visit: a tap on the contact form before its island has started, a scroll, another page, Back (from the cache), a tap there, and away. */
async function visit(page: Page, server: OwnServer, { waitForMeasuring }: { waitForMeasuring: boolean }) {
  const form = page.locator(`[${ISLAND.id}="skriv"]`)
  const loaded = waitForMeasuring ? page.waitForResponse(async (response) => (await vitalsFiles(page)).includes(new URL(response.url()).pathname)) : null
  await page.goto(`${server.url}/kontakt`)
  const measuring = await loaded
  // Its code is fetched once the page has loaded (and is idle), never competing with the page's own loading.
  const fetchedAfterLoad = measuring
    ? await page.evaluate((chunk) => {
        const fetched = performance.getEntriesByName(chunk)[0]!
        return fetched.startTime >= (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd
      }, measuring.url())
    : undefined
  if (!waitForMeasuring) await page.waitForLoadState('networkidle')
  await expect(form).not.toHaveAttribute(ISLAND.ready)
  await form.getByRole('textbox').first().click()
  await expect(form).toHaveAttribute(ISLAND.ready, '', { timeout: 15_000 })
  await page.mouse.wheel(0, 1500)
  await page.waitForTimeout(500)
  const whileReading = (await beaconsSent(page)).length
  await page.goto(`${server.url}/om-os`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('heading', { level: 1 }).click()
  // A page restored from the cache has no load event to wait for.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/kontakt$/)
  await expect.poll(() => page.evaluate(() => document.visibilityState)).toBe('visible')
  await page.getByRole('heading', { level: 1 }).click()
  await page.waitForTimeout(500)
  await page.goto('about:blank')
  return { whileReading, fetchedAfterLoad }
}

test('with consent to statistics, each page view sends its LCP, INP and CLS once at hide; without it, nothing is fetched or sent', async ({ browser }) => {
  test.setTimeout(120_000)
  const server = await startOwnServer()
  try {
    // Without consent: the banner asks, and nothing of the measuring is fetched or sent.
    const refusing = await browser.newContext()
    await countBeacons(refusing)
    const fetched = watch(refusing)
    const withoutConsent = await refusing.newPage()
    await visit(withoutConsent, server, { waitForMeasuring: false })
    await withoutConsent.goto(`${server.url}/kontakt`)
    expect(await beaconsSent(withoutConsent)).toEqual([])
    // Its own chunk, which holds web-vitals; the files after it are shared with the islands' code, which the tap fetched.
    const [vitalsChunk] = await vitalsFiles(withoutConsent)
    expect(fetched.length).toBeGreaterThan(3)
    expect(fetched).not.toContain(vitalsChunk)
    await refusing.close()

    // With consent to statistics only, decided earlier.
    const terms = siteConsentTerms(site)
    const value = consentCookieValue(
      { choices: { ...NOTHING_ALLOWED, statistics: true }, decidedAt: new Date().toISOString(), policyVersion: terms.policyVersion },
      terms.purposes,
    )
    const consenting = await browser.newContext()
    await consenting.addCookies([{ name: CONSENT_COOKIE, value, url: server.url, sameSite: 'Lax' }])
    await countBeacons(consenting)
    const page = await consenting.newPage()
    const { whileReading, fetchedAfterLoad } = await visit(page, server, { waitForMeasuring: true })
    expect(fetchedAfterLoad).toBe(true)
    // None while the visitor reads; one per page view, sent as it was hidden.
    expect(whileReading).toBe(0)
    await page.goto(`${server.url}/om-os`)
    expect((await beaconsSent(page)).map((beacon) => `${beacon.from} → ${beacon.to}`)).toEqual([
      `/kontakt → ${WEB_VITALS_FUNCTION_PATH}`,
      `/om-os → ${WEB_VITALS_FUNCTION_PATH}`,
      `/kontakt → ${WEB_VITALS_FUNCTION_PATH}`,
    ])
    await consenting.close()
  } finally {
    await server.stop()
  }
  const db = await openContactDatabase(server.dataDir)
  const { rows } = await db
    .query<Row>(
      'select page_view, path, shown_as, metric, value, element, island, island_state, interaction from public.web_vitals order by received_at, metric',
    )
    .finally(() => db.close())
  const views = new Map<string, Row[]>()
  for (const row of rows) views.set(row.page_view, [...(views.get(row.page_view) ?? []), row])
  const summary = [...views.values()].map((metrics) => ({
    path: metrics[0]!.path,
    shownAs: metrics[0]!.shown_as,
    metrics: metrics.map((row) => row.metric).filter((metric) => ['LCP', 'INP', 'CLS'].includes(metric)),
  }))
  // The visit's three page views (the page that read the count afterwards may add a fourth, as it closed).
  expect(summary.slice(0, 3)).toEqual([
    { path: '/kontakt', shownAs: 'navigate', metrics: ['CLS', 'INP', 'LCP'] },
    { path: '/om-os', shownAs: 'navigate', metrics: ['CLS', 'INP', 'LCP'] },
    { path: '/kontakt', shownAs: 'back-forward-cache', metrics: ['CLS', 'INP', 'LCP'] },
  ])
  const firstInp = rows.find((row) => row.metric === 'INP')!
  expect(firstInp).toMatchObject({ path: '/kontakt', island: 'skriv', island_state: 'starting', interaction: 'pointer' })
  expect(firstInp.element).toMatch(/input|textarea/)
})
