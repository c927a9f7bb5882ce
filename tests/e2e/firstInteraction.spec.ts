import type { Page } from '@playwright/test'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { site } from './routes.ts'
import { expect as baseExpect, FETCH_AHEAD_WAIT, slowCpu, test } from './fixtures.ts'

// An island starts at the visitor's first interaction with it (islands/boot/boot.ts), and that interaction is
// carried out once it is ready: nothing the visitor does first is lost. Each test opens a page as a
// visitor on a phone would (the CPU slowed 4x), lets it load and go idle (the code of the islands near
// the screen is then fetched ahead, unrun), and makes the first interaction with each island once, as a
// person does: a tap, a click, keys. It asserts what the visitor sees or gets, not only that the island
// hydrated.

// The answer comes once the island's code has run, and some answers load more code (the preferences
// dialog): on a 4x-slowed CPU on a busy machine that can take seconds. The tests time nothing; they
// wait long enough to tell a slow answer from a lost one.
const expect = baseExpect.configure({ timeout: 15_000 })

/** Resolves once the page has loaded and the code of its islands near the screen has been fetched ahead. */
async function loadedAndIdle(page: Page, route: string) {
  await slowCpu(page)
  await page.goto(route)
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached(FETCH_AHEAD_WAIT)
  await page.waitForLoadState('networkidle')
}

// Each test waits for the page to go idle on a CPU slowed 4x, which a busy machine stretches.
test.describe.configure({ timeout: 90_000 })

/** Whether an island has started, so a test can show its interaction was the first. */
const started = (page: Page, id: string) => page.locator(`[${ISLAND.id}="${id}"]`).evaluate((island, ready) => island.hasAttribute(ready), ISLAND.ready)

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, permissions: ['clipboard-read', 'clipboard-write'] })

  test('/kontakt: the first tap on the menu, "Kopiér e-mail", "Send besked" and the banner\'s "Tilpas" each does what it says', async ({ page, problems }) => {
    await loadedAndIdle(page, '/kontakt')

    expect(await started(page, 'header')).toBe(false)
    await page.getByRole('button', { name: 'Menu', exact: true }).tap()
    await expect(page.getByRole('navigation', { name: 'Mobilnavigation' })).toBeVisible()
    await page.getByRole('button', { name: 'Menu', exact: true }).tap()

    const details = page.locator('[data-section-type="contactDetails"]')
    const detailsId = (await details.getAttribute(ISLAND.id))!
    expect(await started(page, detailsId)).toBe(false)
    await details.getByRole('button', { name: 'Kopiér e-mail' }).tap()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(site.email)

    const form = page.locator('#skriv')
    expect(await started(page, 'skriv')).toBe(false)
    await form.getByRole('button', { name: 'Send besked' }).tap()
    await expect(form.getByRole('alert')).toContainText('Email is required')

    expect(await started(page, 'consent')).toBe(false)
    await page.getByRole('region', { name: 'Cookiesamtykke' }).getByRole('button', { name: 'Tilpas' }).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(problems.consoleErrors).toEqual([])
  })

  test('/blog/roi-tracking: the first tap on "Kopier URL til artikel" copies the address and confirms it', async ({ page }) => {
    await loadedAndIdle(page, '/blog/roi-tracking')
    expect(await started(page, 'artikel')).toBe(false)
    await page.getByRole('button', { name: 'Kopier URL til artikel' }).tap()
    await expect(page.getByRole('status').filter({ hasText: 'URL kopieret til udklipsholder!' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('/team: the first tap on a bio\'s "Læs mere" opens it', async ({ page }) => {
    await loadedAndIdle(page, '/team')
    const toggle = page.locator('#holdet button[aria-expanded]').first()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.tap()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('at 1,280 px, with a mouse and the keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('/: the first click on "Services" opens its menu, and on the banner\'s "Tilpas" opens the preferences', async ({ page }) => {
    await loadedAndIdle(page, '/')
    const services = page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('button', { name: 'Services' })
    await services.click()
    await expect(page.getByRole('link', { name: 'Google Ads' }).first()).toBeVisible()
    await page.keyboard.press('Escape')
    await page.getByRole('region', { name: 'Cookiesamtykke' }).getByRole('button', { name: 'Tilpas' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })

  test('/blog: a search typed as the first thing is applied, every key of it', async ({ page }) => {
    await loadedAndIdle(page, '/blog')
    await page.getByRole('searchbox').pressSequentially('google')
    await expect(page.getByRole('searchbox')).toHaveValue('google')
    await expect(page.getByRole('status').filter({ hasText: 'Viser' })).toHaveText('Viser 2 artikler')
  })

  test('/kontakt: Tab into the form starts it; what is typed is kept, and Enter on "Send besked" validates', async ({ page }) => {
    await loadedAndIdle(page, '/kontakt')
    const form = page.locator('#skriv')
    await form.getByLabel('Navn').focus()
    await page.keyboard.type('Mette Hansen')
    await form.getByRole('button', { name: 'Send besked' }).focus()
    await page.keyboard.press('Enter')
    await expect(form.getByRole('alert')).toContainText('Email is required')
    await expect(form.getByLabel('Navn')).toHaveValue('Mette Hansen')
  })

  test('the footer\'s "Cookieindstillinger", pressed right after End, opens the preferences with one click', async ({ page }) => {
    await loadedAndIdle(page, '/servicevilkaar')
    await page.keyboard.press('End')
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' })
    await button.click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
