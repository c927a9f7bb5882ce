// Measurement with consent, on the deployed build (tests/deploy/serveDeployed.ts), which configures
// GA4, Google Ads and Meta's pixel with their scripts pointed at a local stand-in
// (tests/deploy/tagStandIn.ts) that sets the vendors' cookies and sends their hits to /g/collect and
// /tr. Nothing reaches the tags' hosts, no cookie is set and the tags' runtime is not even fetched
// before the visitor allows a tag's purpose; after that, each page shown counts one view (a page
// loaded, a prerendered page once it is shown; a page shown again from the back/forward cache, in
// backForwardCache.spec.ts) and each conversion one event; withdrawing stops the hits at once and deletes the cookies. The main
// test server's build configures no tag.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import { chromiumExecutable, chromiumLaunch } from '../chromium.ts'
import type { ReceivedCall } from '../deploy/backendStandIn.ts'
import { backendStandInUrl, DEPLOYED_DIST, DEPLOYED_TAGS, deployedUrl, tagStandInUrl } from '../deploy/ports.ts'
import { expect, test } from './fixtures.ts'
import { startOwnServer } from './ownServer.ts'
import { WEB_VITALS_FUNCTION_PATH } from '../../consent/measurement/webVitalsConfig.ts'
import { routes } from './routes.ts'
import {
  acceptAll,
  cookieNames,
  google,
  holdContactLinks,
  meta,
  openCookieSettings,
  openStarted,
  runtimeChunk,
  vitalsChunk,
  TAG_COOKIES,
  watchSite,
  watchTags,
  type Hit,
} from './tagHits.ts'

/** The main test server's build (`npm run build`), which configures no tag. */
const MAIN_CLIENT_DIR = 'dist/client'

// One page of each kind: what loads before consent differs between them (embeds, forms, carousels, the not-found page).
const itemPageUnder = (prefix: string) => routes.find(({ route }) => route.startsWith(prefix))!.route
const pageOfEachKind = ['/', ...['/services/', '/cases/', '/blog/', '/team/'].map(itemPageUnder), '/kontakt', '/cookie-politik', '/findes-ikke']

for (const path of pageOfEachKind) {
  test(`${path}: nothing is fetched from the tags' hosts, no cookie is set, and neither the tags' runtime nor web-vitals is fetched before consent`, async ({
    page,
    context,
    problems,
  }) => {
    const hits = watchTags(context)
    const sitePaths = watchSite(context)
    await openStarted(page, path)
    expect(hits).toEqual([])
    expect(await cookieNames(context)).toEqual([])
    expect(sitePaths.length).toBeGreaterThan(3)
    expect(sitePaths).not.toContain(await runtimeChunk(page))
    // Nor real visitors' speed: no byte of web-vitals (its chunk) fetched, so nothing can be sent (fieldSpeed.spec.ts sees nothing sent at hide).
    expect(sitePaths).not.toContain(await vitalsChunk(page))
    expect(problems.cspViolations).toEqual([])
  })
}

/** The beacons the stand-in backend received at the web-vitals function from a page of the site (other tests send theirs to it too). */
const beaconsFrom = async (page: Page, sitePath: string) =>
  ((await (await page.request.get(`${backendStandInUrl}/__received`)).json()) as ReceivedCall[]).filter(
    (call) => call.path === WEB_VITALS_FUNCTION_PATH && call.body.path === sitePath,
  )

// GA4's form of the metrics is tagRuntime.test.ts's: the stand-in's hits at page hide leave with the page, unseen here.
test("with consent to statistics, a page view's Core Web Vitals reach the cross-origin backend's web-vitals function as one beacon the CSP admits", async ({
  page,
  context,
  problems,
}) => {
  const sitePaths = watchSite(context)
  // A page no other test of this file measures.
  const path = '/servicevilkaar'
  const before = (await beaconsFrom(page, path)).length
  await openStarted(page, path)
  const chunk = await vitalsChunk(page)
  await page.getByRole('button', { name: 'Tilpas' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('switch', { name: 'Statistik' }).check()
  await dialog.getByRole('button', { name: 'Gem mine valg' }).click()
  await expect.poll(() => sitePaths.includes(chunk)).toBe(true)
  // Requested is not yet listening: the chunk and the library it imports are fetched and run first.
  await page.waitForLoadState('networkidle')
  expect(await beaconsFrom(page, path)).toHaveLength(before)
  await page.getByRole('heading', { level: 1 }).click()
  await page.goto(`${deployedUrl}/cookie-politik`)
  // Sent as the page is left, and received by the stand-in whenever the busy machine gets to it.
  await expect.poll(async () => (await beaconsFrom(page, path)).length, { timeout: 20_000 }).toBe(before + 1)
  const beacon = (await beaconsFrom(page, path)).at(-1)
  expect(beacon!.headers['content-type']).toMatch(/^text\/plain/)
  expect(beacon!.headers.origin).toBe(deployedUrl)
  expect(beacon!.body).toMatchObject({ path, shownAs: 'navigate' })
  const sent = (beacon!.body.entries as { name: string }[]).map((entry) => entry.name)
  expect(sent).toEqual(expect.arrayContaining(['LCP', 'CLS', 'INP']))
  expect(problems.cspViolations).toEqual([])
})

// Refusing works the same on every page (the consent layer is the shell's): proven once, from the contact page.
test("after refusing, only the refusal is stored and nothing is fetched from the tags' hosts, nor the tags' runtime, on that page or the next", async ({
  page,
  context,
  problems,
}) => {
  const hits = watchTags(context)
  const sitePaths = watchSite(context)
  await openStarted(page, '/kontakt')
  await page.getByRole('button', { name: 'Afvis alle' }).click()
  // The refusal is stored before the visitor goes on (only the consent cookie), then nothing follows on the next page.
  await expect.poll(() => cookieNames(context)).toEqual(['cookie_preferences'])
  await page.goto(`${deployedUrl}/`)
  await page.keyboard.press('Shift')
  await page.waitForLoadState('networkidle')
  expect(hits).toEqual([])
  expect(await cookieNames(context)).toEqual(['cookie_preferences'])
  expect(sitePaths).not.toContain(await runtimeChunk(page))
  expect(problems.cspViolations).toEqual([])
})

test("allowing statistics alone fetches the tags' runtime, and GA4 counts the page then; the marketing tags stay off", async ({ page, context, problems }) => {
  const hits = watchTags(context)
  const sitePaths = watchSite(context)
  await openStarted(page, '/kontakt')
  const runtime = await runtimeChunk(page)
  expect(sitePaths).not.toContain(runtime)
  await page.getByRole('button', { name: 'Tilpas' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('switch', { name: 'Statistik' }).check()
  await dialog.getByRole('button', { name: 'Gem mine valg' }).click()
  await expect.poll(() => google(hits, DEPLOYED_TAGS.analyticsId, 'page_view').map((hit) => new URL(hit.params.dl!).pathname)).toEqual(['/kontakt'])
  expect(sitePaths).toContain(runtime)
  expect(google(hits, DEPLOYED_TAGS.adsId, 'page_view')).toEqual([])
  expect(meta(hits, 'PageView')).toEqual([])
  expect(problems.cspViolations).toEqual([])
})

test("a tag's cookie left on the device without consent is deleted as a page loads, with nothing sent to the tags' hosts", async ({ page, context }) => {
  const hits = watchTags(context)
  await context.addCookies([{ name: '_ga', value: 'GA1.1.123.456', url: deployedUrl }])
  await page.goto(`${deployedUrl}/om-os`)
  await expect.poll(() => cookieNames(context)).toEqual([])
  await page.waitForLoadState('networkidle')
  expect(hits).toEqual([])
})

test("a consented visitor's click on the phone number before the tags' runtime has arrived is reported once it arrives", async ({ page, context }) => {
  const hits = watchTags(context)
  await openStarted(page, '/')
  await acceptAll(page, hits)
  hits.length = 0
  // The next page's runtime file is held until released here (routing also keeps it out of the HTTP cache).
  const runtime = await runtimeChunk(page)
  let askedFor!: () => void
  const asked = new Promise<void>((resolve) => (askedFor = resolve))
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`${deployedUrl}${runtime}`, async (route) => {
    askedFor()
    await released
    await route.continue()
  })
  await page.goto(`${deployedUrl}/kontakt`, { waitUntil: 'domcontentloaded' })
  await asked
  await holdContactLinks(page)
  await page.locator('main a[href^="tel:"]').first().click()
  // The runtime has not started (it makes gtag's queue): the click came first.
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false)
  release()
  const leads = () => google(hits, DEPLOYED_TAGS.analyticsId, 'generate_lead').map((hit) => [hit.params['ep.lead_source'], hit.params['ep.method']])
  await expect.poll(leads).toEqual([['contact_link', 'phone']])
  await expect.poll(() => meta(hits, 'Contact').length).toBe(1)
  expect(google(hits, DEPLOYED_TAGS.analyticsId, 'page_view')).toHaveLength(1)
})

test('a page the browser prerenders counts its one view when the visitor is shown it, not while prerendered, and loads no tag before', async () => {
  // Chromium never prerenders a page Playwright drives: Playwright attaches to pages without the tab
  // target prerendering requires ("PrerenderingDisabledByDevTools"). Puppeteer attaches through the
  // tab, so this Chromium prerenders as a visitor's does (as in the bench: tests/bench/navigation.ts).
  const browser = await puppeteer.launch({ executablePath: chromiumExecutable() ?? chromium.executablePath(), headless: true, args: chromiumLaunch.args })
  try {
    const page = await browser.newPage()
    await page.setViewport({ width: 1280, height: 800 })
    const hits: Hit[] = []
    /** The paths the page (or a page it prerenders) requests from the site. */
    const sitePaths: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.url().startsWith(tagStandInUrl)) hits.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) })
    })
    page.on('request', (request) => request.url().startsWith(deployedUrl) && sitePaths.push(new URL(request.url()).pathname))
    const pageViews = (path: string) => google(hits, DEPLOYED_TAGS.analyticsId, 'page_view').filter((hit) => new URL(hit.params.dl!).pathname === path).length

    // The visitor allows the tags, then opens a page whose code never starts (no interaction, no interactive section): its links stay plain.
    await page.goto(`${deployedUrl}/cookie-politik`, { waitUntil: 'load' })
    await page.locator('::-p-aria([name="Accepter alle"][role="button"])').click()
    await expect.poll(() => meta(hits, 'PageView').length).toBe(1)
    await page.goto(`${deployedUrl}/privatlivspolitik`, { waitUntil: 'load' })
    await expect.poll(() => pageViews('/privatlivspolitik')).toBe(1)
    // Resting the pointer on a link prerenders its page (head/speculationRules.ts, moderate eagerness).
    const link = (await page.waitForSelector('header a[href="/om-os"]', { visible: true }))!
    await link.hover()
    await expect.poll(() => sitePaths.filter((path) => path === '/om-os').length).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const beforeClick = hits.length
    await link.click()
    // The page's execution context changes as the prerendered page is activated: asked until the next page answers.
    await expect.poll(() => page.evaluate(() => location.pathname).catch(() => 'activating')).toBe('/om-os')
    await expect.poll(() => pageViews('/om-os')).toBe(1)
    await expect.poll(() => meta(hits, 'PageView').length).toBe(3)

    const shown = await page.evaluate((tagHosts) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number }
      const tagRequests = performance.getEntriesByType('resource').filter((entry) => entry.name.startsWith(tagHosts))
      return {
        activationStart: navigation.activationStart,
        loaded: navigation.loadEventEnd,
        tagRequests: tagRequests.length,
        tagRequestsFrom: Math.min(...tagRequests.map((entry) => entry.startTime)),
      }
    }, tagStandInUrl)
    // The page was prerendered (shown at activationStart), and had loaded in full, its scripts run, before it was shown.
    expect(shown.activationStart).toBeGreaterThan(0)
    expect(shown.loaded).toBeGreaterThan(0)
    expect(shown.loaded).toBeLessThan(shown.activationStart)
    // Yet it fetched nothing from the tags' hosts until then, and counted one view once shown.
    expect(hits.slice(0, beforeClick).filter((hit) => hit.params.dl && new URL(hit.params.dl).pathname === '/om-os')).toEqual([])
    expect(shown.tagRequests).toBeGreaterThan(0)
    expect(shown.tagRequestsFrom).toBeGreaterThan(shown.activationStart)
    expect(google(hits, DEPLOYED_TAGS.adsId, 'page_view').map((hit) => new URL(hit.params.dl!).pathname)).toEqual([
      '/cookie-politik',
      '/privatlivspolitik',
      '/om-os',
    ])
    expect(google(hits, DEPLOYED_TAGS.analyticsId, 'page_view').at(-1)!.params['ep.page_referrer']).toBe(`${deployedUrl}/privatlivspolitik`)
  } finally {
    await browser.close()
  }
})

test('the deployed build served by the local server (`npm run serve`), whose environment configures no tag, runs its tags within the policy the build wrote', async ({
  page,
  context,
  problems,
}) => {
  // The local server sends the build's _headers, with the tags' loader's hash; it never configures the site itself.
  // Its database applies every migration when it starts.
  test.setTimeout(120_000)
  const server = await startOwnServer({ env: { SITE_DIR: join(DEPLOYED_DIST, 'client') } })
  try {
    const hits = watchTags(context)
    await page.goto(`${server.url}/kontakt`)
    await page.getByRole('button', { name: 'Accepter alle' }).click()
    await expect.poll(() => meta(hits, 'PageView').length).toBe(1)
    expect(google(hits, DEPLOYED_TAGS.analyticsId, 'page_view')).toHaveLength(1)
    expect(problems.cspViolations).toEqual([])
  } finally {
    await server.stop()
  }
})

test('a returning visitor who allowed the tags counts the page view once the page has loaded, not before', async ({ page, context }) => {
  const hits = watchTags(context)
  await openStarted(page, '/')
  await acceptAll(page, hits)
  hits.length = 0
  // The next page's load event waits for an image that arrives only when released here.
  let releaseImage!: () => void
  const imageReleased = new Promise<void>((resolve) => (releaseImage = resolve))
  await page.route(`${deployedUrl}/held-image.png`, async (route) => {
    await imageReleased
    await route.fulfill({ status: 204 })
  })
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () =>
      document.body.append(Object.assign(document.createElement('img'), { src: '/held-image.png', alt: '' })),
    ),
  )
  await page.goto(`${deployedUrl}/om-os`, { waitUntil: 'domcontentloaded' })
  // The tags' runtime has taken the stored consent (gtag's queue exists), yet the page is still loading: no hit, no vendor script.
  await expect.poll(() => page.evaluate(() => 'dataLayer' in window)).toBe(true)
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
  expect(hits).toEqual([])
  releaseImage()
  await expect.poll(() => google(hits, DEPLOYED_TAGS.analyticsId, 'page_view').length).toBe(1)
  expect(await page.evaluate(() => document.readyState)).toBe('complete')
  await expect.poll(() => meta(hits, 'PageView').length).toBe(1)
})

test('conversions: phone and e-mail clicks, calls to action with their section, a booking and an accepted message', async ({ page, context }) => {
  const hits = watchTags(context)
  await openStarted(page, '/kontakt')
  await acceptAll(page, hits)
  const { analyticsId, adsId, conversionLabels } = DEPLOYED_TAGS
  const leads = (source: string) => google(hits, analyticsId, 'generate_lead').filter((hit) => hit.params['ep.lead_source'] === source)
  const adsConversions = (label: string) => google(hits, adsId, 'conversion').filter((hit) => hit.params.label === label)

  // The phone number and the e-mail address (their default action, opening another app, is held back here).
  await holdContactLinks(page)
  await page.locator('main a[href^="tel:"]').first().click()
  await page.locator('main a[href^="mailto:"]').first().click()
  await expect.poll(() => leads('contact_link').map((hit) => hit.params['ep.method'])).toEqual(['phone', 'email'])
  await expect.poll(() => adsConversions(conversionLabels.contact).length).toBe(2)
  await expect.poll(() => meta(hits, 'Contact').length).toBe(2)

  // A booking, as the calendar reports it (a message from its own origin); a look-alike from elsewhere counts nothing.
  await page.evaluate(() => {
    dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { event: 'calendly.event_scheduled' } }))
    dispatchEvent(new MessageEvent('message', { origin: 'https://calendly.com', data: { event: 'calendly.event_scheduled' } }))
  })
  await expect.poll(() => leads('booking_calendar').length).toBe(1)
  await expect.poll(() => adsConversions(conversionLabels.booking).length).toBe(1)
  await expect.poll(() => meta(hits, 'Schedule').length).toBe(1)

  // The header's call to action, with the page and where it sits.
  await page.getByRole('banner').getByRole('link', { name: 'Dialog og kaffe?' }).click()
  await expect
    .poll(() => google(hits, analyticsId, 'select_content').map(({ params }) => [params['ep.section_id'], params['ep.page_path'], params['ep.content_id']]))
    .toEqual([['header', '/kontakt', '/kontakt']])

  // A message the backend accepts is a lead.
  const form = page.locator('form')
  await form.getByRole('button', { name: 'Send besked' }).scrollIntoViewIfNeeded()
  await form.getByLabel('Navn', { exact: true }).fill('Mette Holm')
  await form.getByLabel('E-mail', { exact: true }).fill('mette@example.dk')
  await form.getByLabel('Besked', { exact: true }).fill('Vi vil gerne høre mere om Google Ads til vores webshop.')
  await form.getByRole('button', { name: 'Send besked' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' })).toBeVisible()
  await expect.poll(() => leads('contact_form').length).toBe(1)
  await expect.poll(() => adsConversions(conversionLabels.lead).length).toBe(1)
  await expect.poll(() => meta(hits, 'Lead').length).toBe(1)
})

test('withdrawing consent stops every hit at once and deletes the tags’ cookies', async ({ page, context, problems }) => {
  const hits = watchTags(context)
  await openStarted(page, '/')
  await acceptAll(page, hits)
  await expect.poll(() => cookieNames(context)).toEqual(expect.arrayContaining(TAG_COOKIES))
  await openCookieSettings(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Afvis alle' }).click()
  await expect.poll(() => cookieNames(context)).toEqual(['cookie_preferences'])
  hits.length = 0
  await page.getByRole('navigation').first().getByRole('link', { name: 'Cases', exact: true }).click()
  await expect(page).toHaveURL(`${deployedUrl}/cases`)
  await holdContactLinks(page)
  await page.locator('a[href^="mailto:"]').first().click()
  await page.waitForLoadState('networkidle')
  expect(hits).toEqual([])
  expect(await cookieNames(context)).toEqual(['cookie_preferences'])
  expect(problems.cspViolations).toEqual([])
})

test('with consent to statistics the tab keeps the visit’s first page, which a message sent after a full page load carries; refusing removes it', async ({
  page,
  context,
}) => {
  const hits = watchTags(context)
  const landingPage = '/privatlivspolitik?utm_source=linkedin&utm_campaign=efteraar'
  await openStarted(page, landingPage)
  await acceptAll(page, hits)
  await page.goto(`${deployedUrl}/kontakt`)
  const form = page.locator('form')
  await form.getByRole('button', { name: 'Send besked' }).scrollIntoViewIfNeeded()
  await form.getByLabel('Navn', { exact: true }).fill('Jonas Berg')
  await form.getByLabel('E-mail', { exact: true }).fill('jonas@example.dk')
  await form.getByLabel('Besked', { exact: true }).fill('Vi så jeres opslag på LinkedIn og vil gerne tale om tracking.')
  await form.getByRole('button', { name: 'Send besked' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' })).toBeVisible()
  const received = (await (await page.request.get(`${backendStandInUrl}/__received`)).json()) as ReceivedCall[]
  const sent = received.find((call) => call.body.name === 'Jonas Berg')!
  expect(sent.body.attribution).toMatchObject({ landingPage: '/privatlivspolitik', utmSource: 'linkedin', utmCampaign: 'efteraar' })
  await openCookieSettings(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Afvis alle' }).click()
  await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(0)
})

test('a site with no tag configured (the main test server) offers statistics for its own speed measurement alone, lists no analytics or ads cookie and carries no tag code', async ({
  page,
}) => {
  await page.goto('/cookie-politik')
  const overview = page.locator('section#cookies-vi-bruger')
  await expect(overview.getByRole('table').first()).toBeVisible()
  await expect(overview).not.toContainText(/_ga|_gid|_gcl_au|_fbp|_fbc|Google Analytics|Google Ads/)
  await page.keyboard.press('Shift')
  await page.getByRole('button', { name: 'Tilpas' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('switch', { name: 'Præferencer' })).toBeVisible()
  await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeVisible()
  await expect(dialog.getByRole('switch', { name: 'Statistik' })).toHaveAccessibleDescription(/hvor hurtigt siderne indlæses og reagerer/)
  await expect(dialog.getByText('Hastighedsmåling')).toBeVisible()
  await expect(dialog).not.toContainText(/Google Analytics|Google Ads/)
  expect(await page.locator('script[data-tags]').count()).toBe(0)
})

test('the main build carries no tag code at all: no tag script in any page, no tag event in any script', () => {
  const files = readdirSync(MAIN_CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js)$/.test(file))
  expect(files.length).toBeGreaterThan(40)
  for (const file of files) {
    const text = readFileSync(join(MAIN_CLIENT_DIR, file), 'utf8')
    expect(text, file).not.toMatch(/data-tags|klikvaerk:page-shown|klikvaerk:conversion|googletagmanager|fbevents/)
  }
  // The deployed build, which configures the tags, does carry them: the check above can fail.
  const deployedHome = readFileSync(join(DEPLOYED_DIST, 'client', 'index.html'), 'utf8')
  expect(deployedHome).toContain('data-tags')
})
