import type { Page, Route } from '@playwright/test'
import { builtPage, elementsIn, textOf } from '../builtPage.ts'
import { expect, openHydrated, test } from './fixtures.ts'
import { routes } from './routes.ts'

// A tab opened before a new deploy: its client-side navigations can no longer fetch the old
// hashed chunks or the page data. Each such navigation must end on the page it went to, loaded
// in full (the prerendered HTML, which shows the content even with every asset blocked).

const START = '/privatlivspolitik'
const TARGET = '/kontakt'
const target = routes.find((r) => r.route === TARGET) as (typeof routes)[number]

/** The h1 of the prerendered target page, read from the built file. */
const [targetH1] = elementsIn(builtPage(TARGET).body!, (element) => element.tagName === 'h1')
const heading = textOf(targetH1!)

/** Opens the start page hydrated, breaks the given requests, and follows the footer link to the target. */
async function navigateWithBrokenRequests(page: Page, pattern: string, breakRequest: (route: Route) => Promise<void>) {
  await openHydrated(page, START)
  await page.route(pattern, breakRequest)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
}

/**
 * The URL, title and h1 are the target's, the document itself was loaded from that address,
 * and history holds one entry for it: Back returns to the start page.
 */
async function expectTargetLoadedInFull(page: Page) {
  // The failed navigation, then the full load: on a busy machine together longer than expect's 5 s.
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`), { timeout: 20_000 })
  await expect(page).toHaveTitle(target.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  const documentUrl = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)
  expect(new URL(documentUrl ?? '').pathname).toBe(TARGET)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${START}$`))
}

test.describe('client-side navigation after a new deploy', () => {
  test('falls back to a full page load when the chunks are gone', async ({ page }) => {
    await navigateWithBrokenRequests(page, '**/assets/**', (route) => route.abort())
    await expectTargetLoadedInFull(page)
  })

  test('falls back to a full page load when the page data answers 404', async ({ page }) => {
    await navigateWithBrokenRequests(page, '**/*.pageContext.json', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }))
    await expectTargetLoadedInFull(page)
  })

  test('falls back to a full page load when the page data cannot be fetched at all', async ({ page }) => {
    await navigateWithBrokenRequests(page, '**/*.pageContext.json', (route) => route.abort())
    await expectTargetLoadedInFull(page)
  })

  test('still navigates client-side when nothing is missing', async ({ page }) => {
    await openHydrated(page, START)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    const documentUrl = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)
    expect(new URL(documentUrl ?? '').pathname).toBe(START)
  })
})

test('a chunk that fails outside a navigation (the lazy consent dialog) never reloads the page', async ({ page }) => {
  // After a finished client-side navigation, too.
  await openHydrated(page, START)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  // The heading shows with the page's first render pass; the navigation ends once the head follows
  // (the title is set in the last step before Vike's onPageTransitionEnd, with nothing to wait for in between).
  await expect(page).toHaveTitle(/^Kontakt/)
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
  // A new deploy removed the old chunks; the consent dialog's code is fetched only when it opens.
  await page.route('**/assets/**', (route) => route.abort())
  const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname.endsWith('.js'))
  await page.getByRole('region', { name: 'Cookiesamtykke' }).getByRole('button', { name: 'Tilpas' }).click()
  await failed
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`))
})
