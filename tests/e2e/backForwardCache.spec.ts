// Back and Forward as visitors' browsers do them: the page they go to is shown again from the
// back/forward cache, as it was left, with nothing loaded again. Nothing on a page may keep it out of
// that cache: no `unload` handler (in any island's code either, so every island is started first) and
// no `Cache-Control: no-store` on the page, neither from the local server nor from the static host's
// _headers (the deployed site). A page shown again still starts at the top, with its menus closed
// (head/boot.ts); the page view it counts is in measurement.spec.ts.
import type { Page } from '@playwright/test'
import { chromiumLaunch } from '../chromium.ts'
import { deployedUrl } from '../deploy/ports.ts'
import { announcedExpanded, expect, openHydrated, test } from './fixtures.ts'

// Playwright starts Chromium with the back/forward cache switched off; visitors' browsers have it.
test.use({ launchOptions: { ...chromiumLaunch, ignoreDefaultArgs: ['--disable-back-forward-cache'] } })

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
    await page.getByRole('button', { name: 'Åbn menu' }).click()
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
    expect(await announcedExpanded(page.getByRole('button', { name: 'Åbn menu' }))).toBe(false)

    await page.goForward({ waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/team$/)
    await expect.poll(() => pageShows(page)).toEqual([false, true])
    await expect.poll(() => scrollY(page)).toBe(0)
    expect(problems.consoleErrors).toEqual([])
  })
}
