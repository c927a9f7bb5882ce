// The content system switched on, end to end: the production build configured with a content system
// (VITE_CONTENT_API_URL, so its origin is in the CSP's connect-src), as deployed (tests/deploy/
// serveDeployed.ts), against the stand-in content server tests/deploy/contentStandIn.ts, which the
// tests switch between worlds over HTTP. They share that one stand-in, so they run one after another.
import type { APIRequestContext, Page } from '@playwright/test'
import { CONTENT_LIMITS, retryDelay } from '../../team/contentSystem/constants.ts'
import { TEAM_ENDPOINTS } from '../../team/contentSystem/index.ts'
import { REST_PREFIX, type Scenario } from '../deploy/contentStandIn.ts'
import { FREJA, IDA_SLUG, RTL_NAME } from '../deploy/contentStandInMembers.ts'
import { deployed, expect, test } from './fixtures.ts'
import { installPausedClock, pageNow, runTo, runUntil } from './pageClock.ts'
import { site } from './routes.ts'

test.describe.configure({ mode: 'serial' })

// Back to normal after each test: this also cuts the requests a hanging content system left open,
// so closing the browser context never waits on them.
test.afterEach(async ({ request }) => useScenario(request, 'normal'))

async function useScenario(request: APIRequestContext, scenario: Scenario) {
  const response = await request.post(`${deployed.contentStandIn}/__scenario`, { data: { scenario } })
  expect(response.ok(), `stand-in scenario ${scenario}`).toBe(true)
}

/** The paths the content system was asked for since the scenario was set, in order. */
async function asked(request: APIRequestContext): Promise<string[]> {
  return (await request.get(`${deployed.contentStandIn}/__requests`)).json()
}

/** Records dialogs (alert, confirm ...) the page opens, dismissing them. */
function watchDialogs(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return dialogs
}

/** What an attack would leave in the page: its canary, script URLs and inline handlers (the site's own icon, a data: URL in the head, aside). */
function traces(page: Page) {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll('*:not(head > link[rel="icon"])')]
    const scriptUrl = /^\s*(javascript|vbscript|data):/i
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
      scriptUrls: elements.flatMap((element) =>
        ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'].map((name) => element.getAttribute(name) ?? '').filter((value) => scriptUrl.test(value)),
      ),
      inlineHandlers: elements.flatMap((element) =>
        element
          .getAttributeNames()
          .filter((name) => name.startsWith('on'))
          .map((name) => `${element.localName}[${name}]`),
      ),
      frames: [...document.querySelectorAll('iframe:not([data-content-sanitizer]), object, embed')].map((element) => element.outerHTML.slice(0, 80)),
      bidiControls: /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2066-\u2069]/.test(document.body.innerText),
    }
  })
}

const NO_TRACES = { pwned: null, scriptUrls: [], inlineHandlers: [], frames: [], bidiControls: false }

interface ContentFetch {
  url: string
  /** The page's time when it asked (its clock's, Playwright's). */
  at: number
  settled: boolean
}

/**
 * Records, in the page, each request it makes to the content system: when (by the page's own clock)
 * and whether it has been answered or given up. Call before the page opens.
 */
async function recordContentFetches(page: Page) {
  await page.addInitScript((origin) => {
    const fetches: ContentFetch[] = []
    ;(window as unknown as { __contentFetches: ContentFetch[] }).__contentFetches = fetches
    const original = window.fetch
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      if (!url.startsWith(origin)) return original.call(this, input, init)
      const entry = { url, at: Date.now(), settled: false }
      fetches.push(entry)
      return original.call(this, input, init).finally(() => (entry.settled = true))
    }
  }, deployed.contentStandIn)
  return () => page.evaluate(() => (window as unknown as { __contentFetches: ContentFetch[] }).__contentFetches)
}

/**
 * Opens a page of the deployed site on a paused clock and starts it (a key press), moving the clock a
 * frame at a time until the page has first asked the content system; returns the page's time of that
 * first request, when its team machine started (with its 5 s note and the request's 10 s time-out).
 */
async function openAskingOnPausedClock(page: Page, path: string, fetches: () => Promise<ContentFetch[]>) {
  await installPausedClock(page)
  await page.goto(`${deployed.url}${path}`)
  await page.keyboard.press('Shift')
  await runUntil(page, async () => (await fetches()).length > 0)
  return (await fetches())[0]!.at
}

const memberRequests = (slug: string) =>
  ['/team-member', '/team_member', '/teammember', '/team-members'].map((route) => `${REST_PREFIX}${route}?slug=${slug}&_embed`)

test.afterAll(async ({ request }) => {
  await useScenario(request, 'normal')
})

test('a member only the content system knows: the profile, with its own title, description (the first 150 characters of the bio), canonical URL and sharing tags', async ({
  page,
  request,
  problems,
}) => {
  test.setTimeout(60_000)
  await useScenario(request, 'normal')
  await page.goto(`${deployed.url}/team/${FREJA.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: FREJA.name })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(FREJA.role, { exact: true })).toBeVisible()
  await expect(page.getByText(FREJA.bio)).toBeVisible()
  await expect(page.getByRole('link', { name: FREJA.email })).toHaveAttribute('href', `mailto:${FREJA.email}`)

  const title = `${FREJA.name} – ${FREJA.role} | ${site.brand}`
  const description = FREJA.bio.slice(0, 150).trim()
  const canonical = `${site.siteUrl}/team/${FREJA.slug}`
  expect(FREJA.bio.length).toBeGreaterThan(150)
  await expect(page).toHaveTitle(title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description)
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title)
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

  // SPEC.md section 7: the team routes in order with ?slug=…&_embed until one has the member (here
  // the fourth), then the media lookup of its numeric image. The CSP let every request through.
  expect(await asked(request)).toEqual([...memberRequests(FREJA.slug), `${REST_PREFIX}/media/901`])
  expect(problems.cspViolations).toEqual([])
})

test("/team adds the content system's members after the built-in ones, the recruiting card last", async ({ page, request, problems }) => {
  test.setTimeout(60_000)
  await useScenario(request, 'normal')
  await page.goto(`${deployed.url}/team`)
  await expect(page.locator('[data-team-list="loaded"]')).toBeAttached({ timeout: 20_000 })
  const names = await page.locator('article h3').allTextContents()
  expect(names.slice(-3)).toEqual([FREJA.name, 'Oliver Krogh', 'Er du vores næste holdkammerat?'])
  await expect(page.getByRole('link', { name: FREJA.name, exact: true })).toHaveAttribute('href', `/team/${FREJA.slug}`)
  expect(problems.cspViolations).toEqual([])
})

test('hostile content on /team: nothing runs, no dialog, no script URL or inline handler in the page, no CSP violation report', async ({
  page,
  request,
  problems,
}) => {
  test.setTimeout(60_000)
  await useScenario(request, 'hostile')
  const dialogs = watchDialogs(page)
  await page.goto(`${deployed.url}/team`)
  await expect(page.locator('[data-team-list="loaded"]')).toBeAttached({ timeout: 20_000 })
  await expect(page.getByRole('heading', { level: 3, name: 'Ida Sand' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: RTL_NAME.shown, exact: true })).toBeVisible()
  // Give an image's error handler or a deferred script the moment it would need.
  await page.waitForTimeout(1_000)
  expect(await traces(page)).toEqual(NO_TRACES)
  expect(dialogs).toEqual([])
  expect(problems.cspViolations).toEqual([])
  // A 3,000-character word in a role does not widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})

test("a hostile member's page shows only clean text: no links from script URLs, nothing runs, no CSP violation report", async ({ page, request, problems }) => {
  test.setTimeout(60_000)
  await useScenario(request, 'hostile')
  const dialogs = watchDialogs(page)
  await page.goto(`${deployed.url}/team/${IDA_SLUG}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Ida Sand' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText('Rådgiver', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Ida hjælper med strategi\./)).toBeVisible()
  // The LinkedIn address, e-mail and phone were script URLs: they are left out, not linked.
  await expect(page.getByRole('link', { name: 'LinkedIn Profil' })).toHaveCount(0)
  await expect(page.locator('main').locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0)
  await page.waitForTimeout(1_000)
  expect(await traces(page)).toEqual(NO_TRACES)
  expect(dialogs).toEqual([])
  expect(problems.cspViolations).toEqual([])
})

test('right-to-left override characters are stripped from a visible name', async ({ page, request, problems }) => {
  test.setTimeout(60_000)
  await useScenario(request, 'hostile')
  await page.goto(`${deployed.url}/team/nora-berg`)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(RTL_NAME.shown, { timeout: 20_000 })
  expect(await heading.evaluate((element) => element.textContent)).toBe(RTL_NAME.shown)
  await expect(page.getByText('Annoncør', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(`${RTL_NAME.shown} – Annoncør | ${site.brand}`)
  expect((await traces(page)).bidiControls).toBe(false)
  expect(problems.cspViolations).toEqual([])
})

test(`with the content system hanging, a member page says after ${CONTENT_LIMITS.slowNoticeMs} ms, before its first request times out (${CONTENT_LIMITS.timeoutMs} ms), that it takes longer than usual and offers /team and /kontakt, while it keeps asking`, async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await useScenario(request, 'hang')
  const fetches = await recordContentFetches(page)
  const askedAt = await openAskingOnPausedClock(page, `/team/${FREJA.slug}`, fetches)
  const note = page.getByRole('status').filter({ hasText: 'Det tager længere tid end normalt at hente profilen.' })
  await runTo(page, askedAt + CONTENT_LIMITS.slowNoticeMs - 1)
  await expect(page.locator('[data-state="loading"]')).toBeVisible()
  await expect(note).toHaveCount(0)
  await runTo(page, askedAt + CONTENT_LIMITS.slowNoticeMs)
  await expect(note).toBeVisible()
  expect(CONTENT_LIMITS.slowNoticeMs).toBeLessThan(CONTENT_LIMITS.timeoutMs)
  await expect(note.getByRole('link', { name: 'Se holdet' })).toHaveAttribute('href', '/team')
  await expect(note.getByRole('link', { name: 'Kontakt os' })).toHaveAttribute('href', '/kontakt')
  await expect(page.locator('[data-state="loading"]')).toBeVisible()
  // The first request is given up after 10 s and the next route is asked at once; the note stays.
  await runTo(page, askedAt + CONTENT_LIMITS.timeoutMs - 1)
  expect((await fetches()).map(({ at }) => at)).toEqual([askedAt])
  await runTo(page, askedAt + CONTENT_LIMITS.timeoutMs)
  await expect.poll(async () => (await fetches()).length).toBeGreaterThanOrEqual(2)
  expect((await fetches())[1]!.at).toBe(askedAt + CONTENT_LIMITS.timeoutMs)
  await expect.poll(async () => (await asked(request)).length).toBeGreaterThanOrEqual(2)
  await expect(note).toBeVisible()
  await page.clock.resume()
  await note.getByRole('link', { name: 'Se holdet' }).click()
  await expect(page).toHaveURL(`${deployed.url}/team`)
})

test(`with the content system hanging, /team shows the built-in team at once and says after ${CONTENT_LIMITS.slowNoticeMs} ms, before its first request times out (${CONTENT_LIMITS.timeoutMs} ms), that it takes longer than usual, with the contact page`, async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await useScenario(request, 'hang')
  const fetches = await recordContentFetches(page)
  const askedAt = await openAskingOnPausedClock(page, '/team', fetches)
  await expect(page.getByRole('heading', { level: 3, name: 'Sofie Lund' })).toBeVisible()
  const note = page.getByRole('status').filter({ hasText: 'Det tager længere tid end normalt at hente resten af holdet.' })
  await runTo(page, askedAt + CONTENT_LIMITS.slowNoticeMs - 1)
  await expect(note).toHaveCount(0)
  await runTo(page, askedAt + CONTENT_LIMITS.slowNoticeMs)
  await expect(note).toBeVisible()
  await expect(note.getByRole('link', { name: 'Kontakt os' })).toHaveAttribute('href', '/kontakt')
  const names = await page.locator('article h3').allTextContents()
  expect(names.at(-1)).toBe('Er du vores næste holdkammerat?')
  expect(names).not.toContain(FREJA.name)
})

test(`with the content system failing, a member page ends with "Teammedlem ikke fundet" after the first attempt and ${CONTENT_LIMITS.retries} retries, ${[1, 2, 3].map(retryDelay).join(', ')} ms after the attempt before`, async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await useScenario(request, 'error')
  const fetches = await recordContentFetches(page)
  // One attempt asks each team route, then the posts (team/contentSystem/index.ts), each answered with an error.
  const perAttempt = TEAM_ENDPOINTS.length + 1
  await openAskingOnPausedClock(page, `/team/${FREJA.slug}`, fetches)
  const attemptDone = async (attempts: number) => {
    const all = await fetches()
    return all.length === attempts * perAttempt && all.every(({ settled }) => settled)
  }
  for (let retry = 1; retry <= CONTENT_LIMITS.retries; retry += 1) {
    // The attempt ends on answers, not on time: the page's clock stands still meanwhile.
    await expect.poll(() => attemptDone(retry)).toBe(true)
    const failedAt = await pageNow(page)
    await runTo(page, failedAt + retryDelay(retry) - 1)
    expect(await fetches()).toHaveLength(retry * perAttempt)
    await runTo(page, failedAt + retryDelay(retry))
    await expect.poll(async () => (await fetches()).length).toBeGreaterThan(retry * perAttempt)
    expect((await fetches())[retry * perAttempt]!.at).toBe(failedAt + retryDelay(retry))
  }
  await expect.poll(() => attemptDone(1 + CONTENT_LIMITS.retries)).toBe(true)
  await expect(page.getByRole('heading', { level: 1, name: 'Teammedlem ikke fundet' })).toBeVisible()
  await expect(page.getByText('Det ønskede teammedlem kunne ikke findes.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tilbage til teamet' }).first()).toHaveAttribute('href', '/team')
  await expect(page).toHaveTitle(`Teammedlem ikke fundet | ${site.brand}`)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  const firstRoute = `${REST_PREFIX}/team-member?slug=${FREJA.slug}&_embed`
  expect((await asked(request)).filter((path) => path === firstRoute)).toHaveLength(1 + CONTENT_LIMITS.retries)
})

test('without JavaScript the member shell explains itself, with links to /team and /kontakt, and shows no endless skeleton', async ({ browser, request }) => {
  test.setTimeout(60_000)
  await useScenario(request, 'normal')
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    const response = await page.goto(`${deployed.url}/team/${FREJA.slug}`)
    expect(response?.status()).toBe(200)
    // (Playwright's text queries skip <noscript>, even with scripts off: read its elements themselves.)
    const note = page.locator('main noscript [data-team-way-on]')
    await expect(note).toBeVisible()
    await expect(note.locator('p')).toHaveText('Profilen hentes, når JavaScript er slået til. Du kan i stedet se resten af holdet eller kontakte os direkte.')
    await expect(note.locator('a[href="/team"]')).toHaveText('Se holdet')
    await expect(note.locator('a[href="/kontakt"]')).toHaveText('Kontakt os')
    await expect(note.locator('a[href="/team"]')).toBeVisible()
    await expect(note.locator('a[href="/kontakt"]')).toBeVisible()
    await expect(page.locator('[data-state="loading"]')).toBeHidden()
    expect(await asked(request)).toEqual([])
  } finally {
    await context.close()
  }
})
