// Back and Forward as visitors' browsers do them: the page they go to is shown again from the
// back/forward cache, as it was left, with nothing loaded again. Nothing on a page may keep it out of
// that cache: no `unload` handler (in any island's code either, so every island is started first) and
// no `Cache-Control: no-store` on the page, neither from the local server nor from the static host's
// _headers (the deployed site). A page shown again still starts at the top, with its menus closed
// (islands/boot/boot.ts), and counts one page view once the visitor has allowed the tags. These tests drive
// the full browser: Playwright switches the cache off by default, and the headless shell has none.
import type { Page } from '@playwright/test'
import { fullBrowserLaunch } from '../chromium.ts'
import { DEPLOYED_TAGS, deployedUrl } from '../deploy/ports.ts'
import { announcedExpanded, expect, openHydrated, test } from './fixtures.ts'
import { acceptAll, cookieNames, google, meta, openStarted, TAG_COOKIES, watchTags } from './tagHits.ts'

test.use({ launchOptions: fullBrowserLaunch })

/** Keeps, in the page's window, whether each `pageshow` showed the page from the cache: a page restored from it keeps its window, and the list. */
async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    const shows: boolean[] = []
    Object.assign(window, { pageShows: shows })
    addEventListener('pageshow', (event) => shows.push(event.persisted))
  })
}

const pageShows = (page: Page) => page.evaluate(() => (window as unknown as { pageShows: boolean[] }).pageShows)
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

/** The event types the page's window listens to, read through the DevTools protocol (attribute handlers such as `onunload` included). */
async function windowListenerTypes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' })
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! })
    return listeners.map((listener) => listener.type)
  } finally {
    await cdp.detach()
  }
}

for (const [server, origin] of [
  ['the local server', ''],
  ['the deployed site', deployedUrl],
] as const) {
  test(`${server}: Back and Forward show the pages from the back/forward cache, at the top, with the menu left open closed`, async ({ page, problems }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await recordPageShows(page)
    const response = await openHydrated(page, `${origin}/kontakt`)
    expect(response!.headers()['cache-control']).not.toMatch(/no-store/)
    expect(await windowListenerTypes(page)).not.toEqual(expect.arrayContaining(['unload']))
    expect(await windowListenerTypes(page)).not.toEqual(expect.arrayContaining(['beforeunload']))

    // The visitor opens the menu, scrolls on, and chooses a page in it.
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'Mobilnavigation' })
    await expect(menu).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 1_500))
    expect(await scrollY(page)).toBeGreaterThan(0)
    await menu.getByRole('link', { name: 'Team', exact: true }).click()
    await expect(page).toHaveURL(/\/team$/)
    await page.waitForLoadState()
    await page.evaluate(() => window.scrollTo(0, 800))

    // Playwright waits for no load event here: a page restored from the cache has none.
    await page.goBack({ waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/kontakt$/)
    await expect.poll(() => pageShows(page)).toEqual([false, true])
    await expect.poll(() => scrollY(page)).toBe(0)
    await expect(menu).toBeHidden()
    expect(await announcedExpanded(page.getByRole('button', { name: 'Menu', exact: true }))).toBe(false)

    await page.goForward({ waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/team$/)
    await expect.poll(() => pageShows(page)).toEqual([false, true])
    await expect.poll(() => scrollY(page)).toBe(0)
    expect(problems.consoleErrors).toEqual([])
  })
}

test('after consent every page shown counts one view: each page loaded, and a page shown again from the back/forward cache, within the CSP', async ({
  page,
  context,
  problems,
}) => {
  const hits = watchTags(context)
  await openStarted(page, '/')
  await acceptAll(page, hits)
  expect(await cookieNames(context)).toEqual(expect.arrayContaining(TAG_COOKIES))
  // The next pages' code never starts (no interaction, no interactive section): their links are plain links.
  await page.goto(`${deployedUrl}/privatlivspolitik`)
  await expect.poll(() => meta(hits, 'PageView').length).toBe(2)
  await page.evaluate(() => Object.assign(window, { keptInMemory: true }))
  await page.getByRole('navigation').first().getByRole('link', { name: 'Cases', exact: true }).click()
  await expect(page).toHaveURL(`${deployedUrl}/cases`)
  await expect.poll(() => meta(hits, 'PageView').length).toBe(3)
  // Back shows the page before as the browser kept it (its window is the same): it counts again, once.
  // (Playwright waits for no load event here: a page restored from that cache has none.)
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(`${deployedUrl}/privatlivspolitik`)
  expect(await page.evaluate(() => 'keptInMemory' in window)).toBe(true)
  await expect.poll(() => meta(hits, 'PageView').length).toBe(4)
  for (const tag of [DEPLOYED_TAGS.analyticsId, DEPLOYED_TAGS.adsId]) {
    await expect
      .poll(() => google(hits, tag, 'page_view').map((hit) => new URL(hit.params.dl!).pathname))
      .toEqual(['/', '/privatlivspolitik', '/cases', '/privatlivspolitik'])
  }
  const [, , cases] = google(hits, DEPLOYED_TAGS.analyticsId, 'page_view')
  expect(cases!.params.dt).toMatch(/^Cases/)
  expect(cases!.params['ep.page_referrer']).toBe(`${deployedUrl}/privatlivspolitik`)
  // Each vendor script once per page loaded, after consent; a page shown again loads nothing again.
  const scripts = hits.filter((hit) => !['/g/collect', '/tr'].includes(hit.path)).map((hit) => hit.path)
  expect(scripts).toEqual(['/gtag/js', '/fbevents.js', '/gtag/js', '/fbevents.js', '/gtag/js', '/fbevents.js'])
  expect(problems.cspViolations).toEqual([])
  expect(problems.consoleErrors).toEqual([])
})
