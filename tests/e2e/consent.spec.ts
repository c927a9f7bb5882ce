import type { BrowserContext, Page } from '@playwright/test'
import { decideConsent, expect, expectNoAxeViolations, holdScripts, openHydrated, slowCpu, startAllIslands, test, type PageProblems } from './fixtures.ts'
import { site, thirdPartyOrigins } from './routes.ts'
import { siteConsentTerms } from '../../content/siteConsent.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'

const bookingOrigin = new URL(site.booking.scriptUrl).origin
const mapOrigin = new URL(site.mapEmbedUrl).origin

const banner = (page: Page) => page.getByRole('region', { name: 'Cookiesamtykke' })
/** The consent layer's island (its id: CONSENT_ISLAND_ID in consent/consentStore.ts): the banner, the preferences dialog and the announcement of a saved choice. */
const consentIsland = (page: Page) => page.locator(`[${ISLAND.id}="consent"]`)
const calendarBox = (page: Page) => page.getByRole('region', { name: 'Bookingkalender' })
const mapFrame = (page: Page) => page.locator(`iframe[src="${site.mapEmbedUrl}"]`)
const embedRequests = (problems: PageProblems) => problems.offsiteRequests.filter((url) => thirdPartyOrigins.includes(new URL(url).origin))

/** Brings every section of the page near the viewport, so those that hydrate when visible do. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let y = 0; y <= height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForLoadState('networkidle')
}

/** The stored decision, as the cookie says it: the purposes allowed, the policy version and the date. */
async function storedConsent(context: BrowserContext) {
  const cookies = await context.cookies()
  const cookie = cookies.find((c) => c.name === 'cookie_preferences')
  if (!cookie) return undefined
  const params = new URLSearchParams(cookie.value)
  return { names: cookies.map((c) => c.name), allow: params.get('allow'), version: params.get('v'), at: params.get('at'), expires: cookie.expires }
}

test.describe('cookie consent', () => {
  test('a first visit asks in a banner, contacts neither the booking nor the map service, and sets no cookie', async ({ page, context, problems }) => {
    await openHydrated(page, '/kontakt')
    await expect(banner(page)).toBeVisible()
    for (const name of ['Accepter alle', 'Afvis alle', 'Tilpas']) await expect(banner(page).getByRole('button', { name })).toBeVisible()
    // Not a wall: the page behind it works (a link in the page can be followed).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await scrollThrough(page)
    await expect(calendarBox(page).getByRole('heading', { name: 'Kalenderen venter på dit samtykke' })).toBeVisible()
    await expect(calendarBox(page).getByText(/hentes fra Calendly/)).toBeVisible()
    await expect(calendarBox(page).getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(page.getByRole('heading', { name: 'Kortet venter på dit samtykke' })).toBeVisible()
    await expect(mapFrame(page)).toHaveCount(0)
    expect(embedRequests(problems)).toEqual([])
    expect(await context.cookies()).toEqual([])
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
  })

  test('"Afvis alle" stores only the refusal, and the banner stays away across reloads without a flash', async ({ page, context, problems }) => {
    await openHydrated(page, '/kontakt')
    await banner(page).getByRole('button', { name: 'Afvis alle' }).click()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: 'Dine cookievalg er gemt.' })).toBeAttached()
    await expect(page.locator('#main')).toBeFocused()
    const stored = await storedConsent(context)
    expect(stored).toMatchObject({ names: ['cookie_preferences'], allow: '', version: siteConsentTerms(site).policyVersion })
    expect(Math.abs(Date.parse(stored!.at!) - Date.now())).toBeLessThan(60_000)
    // At most a year: 365 days.
    expect(Math.abs(stored!.expires - (Date.now() / 1000 + 365 * 24 * 3600))).toBeLessThan(120)

    // Before the page's own script runs, the head script has already hidden the banner.
    const release = await holdScripts(page)
    await page.reload({ waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveAttribute('data-consent', '')
    await expect(banner(page)).toBeHidden()
    release()
    // Every island hydrated, the consent layer's among them: it renders no banner for the stored refusal.
    await startAllIslands(page)
    await scrollThrough(page)
    await expect(banner(page)).toHaveCount(0)
    await expect(calendarBox(page).getByRole('heading', { name: 'Kalenderen venter på dit samtykke' })).toBeVisible()
    expect(embedRequests(problems)).toEqual([])
    expect((await context.cookies()).map((c) => c.name)).toEqual(['cookie_preferences'])
    expect(problems.consoleErrors).toEqual([])
  })

  test('"Accepter alle" loads the calendar and the map; withdrawing from the footer removes them at once', async ({ page, context, problems }) => {
    await openHydrated(page, '/kontakt')
    await banner(page).getByRole('button', { name: 'Accepter alle' }).click()
    await expect(banner(page)).toHaveCount(0)
    expect((await storedConsent(context))?.allow).toBe('preferences.statistics.marketing')
    await calendarBox(page).scrollIntoViewIfNeeded()
    // The map's frame loads lazily, as a visitor scrolls to it (waiting for the network to rest would wait for ever).
    await expect(mapFrame(page)).toHaveCount(1)
    await mapFrame(page).scrollIntoViewIfNeeded()
    await expect.poll(() => problems.offsiteRequests.some((url) => url.startsWith(bookingOrigin))).toBe(true)
    await expect.poll(() => problems.offsiteRequests.some((url) => url.startsWith(mapOrigin))).toBe(true)
    await expect(calendarBox(page).getByRole('heading', { name: 'Kalenderen venter på dit samtykke' })).toHaveCount(0)

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' })
    await footerButton.click()
    const dialog = page.getByRole('dialog', { name: 'Cookieindstillinger' })
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked()
    await dialog.getByRole('button', { name: 'Afvis alle' }).click()
    await expect(dialog).toBeHidden()
    await expect(footerButton).toBeFocused()
    await expect(mapFrame(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Kortet venter på dit samtykke' })).toBeVisible()
    await expect(calendarBox(page).getByRole('heading', { name: 'Kalenderen venter på dit samtykke' })).toBeVisible()
    await expect(calendarBox(page).locator('iframe')).toHaveCount(0)
    expect((await storedConsent(context))?.allow).toBe('')
    expect(problems.cspViolations).toEqual([])
  })

  test('a choice clicked while the page is still loading on a slow phone is stored at the click and carried out', async ({ page, context, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await slowCpu(page)
    const release = await holdScripts(page)
    await page.goto('/kontakt', { waitUntil: 'domcontentloaded' })
    await banner(page).getByRole('button', { name: 'Accepter alle' }).click()
    // Stored by the head script at the click, and the banner gone, before any of the page's code has
    // run (the page's code is still held back). Chromium hands a cookie set by a page to its network
    // process, where the test reads it, a moment later: a loaded machine once read it too early.
    await expect.poll(async () => (await storedConsent(context))?.allow).toBe('preferences.statistics.marketing')
    await expect(banner(page)).toBeHidden()
    release()
    await expect(banner(page)).toHaveCount(0)
    expect((await storedConsent(context))?.allow).toBe('preferences.statistics.marketing')
    await calendarBox(page).scrollIntoViewIfNeeded()
    await expect.poll(() => problems.offsiteRequests.some((url) => url.startsWith(bookingOrigin))).toBe(true)
  })

  test("a choice clicked before the page's code runs is kept when the tab is closed right after the click", async ({ context }) => {
    const page = await context.newPage()
    await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await banner(page).getByRole('button', { name: 'Afvis alle' }).click()
    // In the browser's cookie store while the page's code is still held back: the head script stored
    // it. (Chromium hands a cookie set by a page to its network process a moment later; a tab killed
    // within that moment on a busy machine loses it, whoever set it.)
    await expect.poll(async () => (await storedConsent(context))?.allow).toBe('')
    await page.close()
    const again = await context.newPage()
    await again.goto('/om-os')
    await expect(banner(again)).toBeHidden()
    expect((await storedConsent(context))?.allow).toBe('')
  })

  test("a choice clicked once the consent layer's island has hydrated is kept when the tab is closed at once", async ({ context }) => {
    const page = await context.newPage()
    await page.goto('/')
    // The visitor's first press in the banner (on its text) starts the consent layer's island.
    await banner(page).getByText('Må vi bruge cookies?').click()
    await expect(consentIsland(page)).toHaveAttribute(ISLAND.ready, '')
    await banner(page).getByRole('button', { name: 'Afvis alle' }).click()
    await page.close()
    const again = await context.newPage()
    await again.goto('/om-os')
    await expect(banner(again)).toBeHidden()
    expect((await storedConsent(context))?.allow).toBe('')
  })

  test('the footer\'s "Cookieindstillinger" opens the preferences at the first click, before its island or the consent layer\'s has hydrated, and again after', async ({
    page,
    context,
  }) => {
    // A returning visitor who allowed marketing: no banner, the footer is the way back to the choices.
    await decideConsent(context, { marketing: true })
    await page.goto('/om-os')
    const settingsIsland = page.locator(`[${ISLAND.id}="consent-settings"]`)
    for (const island of [settingsIsland, consentIsland(page)]) await expect(island).not.toHaveAttribute(ISLAND.ready)
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' })
    const dialog = page.getByRole('dialog', { name: 'Cookieindstillinger' })
    // One click: it starts the button's island, which asks for the consent layer's, which shows the dialog.
    await footerButton.click()
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked()
    await expect(dialog.getByRole('switch', { name: 'Præferencer' })).not.toBeChecked()
    for (const island of [settingsIsland, consentIsland(page)]) await expect(island).toHaveAttribute(ISLAND.ready, '')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(footerButton).toBeFocused()

    // Both hydrated now: one click opens it again, and a change made there is stored.
    await footerButton.click()
    await dialog.getByRole('switch', { name: 'Marketing' }).uncheck()
    await dialog.getByRole('button', { name: 'Gem mine valg' }).click()
    await expect(dialog).toBeHidden()
    await expect(footerButton).toBeFocused()
    expect((await storedConsent(context))?.allow).toBe('')
    await expect(banner(page)).toHaveCount(0)
  })

  test("a placeholder's button clicked before its section has loaded still allows the calendar", async ({ page, context, problems }) => {
    await decideConsent(context)
    const release = await holdScripts(page)
    await page.goto('/kontakt', { waitUntil: 'domcontentloaded' })
    await calendarBox(page).getByRole('button', { name: 'Tillad præferencecookies og vis kalenderen' }).click()
    release()
    await expect.poll(() => problems.offsiteRequests.some((url) => url.startsWith(bookingOrigin))).toBe(true)
    expect((await storedConsent(context))?.allow).toBe('preferences')
    expect(problems.offsiteRequests.filter((url) => url.startsWith(mapOrigin))).toEqual([])
  })

  test("a placeholder's button allows only its own purpose and loads only its own embed", async ({ page, context, problems }) => {
    await openHydrated(page, '/kontakt')
    await calendarBox(page).scrollIntoViewIfNeeded()
    await calendarBox(page).getByRole('button', { name: 'Tillad præferencecookies og vis kalenderen' }).click()
    await expect.poll(() => problems.offsiteRequests.some((url) => url.startsWith(bookingOrigin))).toBe(true)
    await expect(banner(page)).toHaveCount(0)
    expect((await storedConsent(context))?.allow).toBe('preferences')
    await scrollThrough(page)
    await expect(mapFrame(page)).toHaveCount(0)
    expect(problems.offsiteRequests.filter((url) => url.startsWith(mapOrigin))).toEqual([])
  })

  test('the cookie policy shows the current choice and changes it from "Administrer Cookie Præferencer"', async ({ page, context }) => {
    await openHydrated(page, '/cookie-politik')
    const block = page.locator('#cookie-indstillinger')
    await expect(block.getByText('Du har ikke truffet et valg endnu.')).toBeVisible()
    await block.getByRole('button', { name: 'Administrer Cookie Præferencer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cookieindstillinger' })
    await dialog.getByRole('button', { name: 'Accepter alle' }).click()
    await expect(block.getByText(/^Du har tilladt: Nødvendige, Præferencer, Statistik, Marketing\. Valget er gemt \d+\. \w+ \d{4}\.$/)).toBeVisible()
    await block.getByRole('button', { name: 'Administrer Cookie Præferencer' }).click()
    await dialog.getByRole('switch', { name: 'Marketing' }).uncheck()
    await dialog.getByRole('button', { name: 'Gem mine valg' }).click()
    await expect(block.getByText(/^Du har tilladt: Nødvendige, Præferencer, Statistik\. Valget er gemt/)).toBeVisible()
    expect((await storedConsent(context))?.allow).toBe('preferences.statistics')
  })

  for (const width of [390, 1280]) {
    test(`the banner and the dialog are axe clean and reachable by keyboard at ${width} px${
      width === 1280 ? '; "Tilpas" opens the preferences with one switch per purpose of the cookie policy, and saving one purpose stores just that' : ''
    }`, async ({ page, context }) => {
      // Two axe runs and a scroll through the whole home page.
      test.slow()
      await page.setViewportSize({ width, height: 800 })
      await openHydrated(page, '/')
      await expectNoAxeViolations(page, { include: '[data-consent-banner]' })
      // From the top of the page: the skip link first, then the banner's buttons.
      const focusedNames: string[] = []
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab')
        focusedNames.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''))
      }
      expect(focusedNames.slice(0, 5)).toEqual(['Gå til indholdet', 'Læs cookiepolitikken', 'Accepter alle', 'Afvis alle', 'Tilpas'])
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Cookieindstillinger' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toHaveCSS('opacity', '1')
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true)
      await expectNoAxeViolations(page, { include: '[role="dialog"]' })
      const customise = banner(page).getByRole('button', { name: 'Tilpas' })
      if (width === 1280) {
        const necessary = dialog.getByRole('switch', { name: /Nødvendige/ })
        await expect(necessary).toBeChecked()
        await expect(necessary).toBeDisabled()
        for (const name of ['Præferencer', 'Statistik', 'Marketing']) await expect(dialog.getByRole('switch', { name })).not.toBeChecked()
        // No statistics tag is configured, but the site measures its speed with consent to statistics: four switches.
        await expect(dialog.getByRole('switch')).toHaveCount(4)
      }
      // Nothing on the page hides behind the banner: the page's end has room for it.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(customise).toBeFocused()
      expect(await context.cookies()).toEqual([])
      await scrollThrough(page)
      const footerClearsBanner = async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const footerBottom = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom)
        const bannerTop = await banner(page).evaluate((el) => el.getBoundingClientRect().top)
        return footerBottom - bannerTop
      }
      await expect.poll(footerClearsBanner).toBeLessThanOrEqual(1)

      if (width === 1280) {
        await customise.click()
        await dialog.getByRole('switch', { name: 'Marketing' }).check()
        await dialog.getByRole('button', { name: 'Gem mine valg' }).click()
        await expect(banner(page)).toHaveCount(0)
        expect((await storedConsent(context))?.allow).toBe('marketing')
      }
    })
  }

  test('without JavaScript there is no banner, and the placeholders offer the other way', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/kontakt')
    await expect(banner(page)).toBeHidden()
    await expect(page.getByRole('link', { name: 'Åbn adressen i Google Maps' })).toBeVisible()
    // (Playwright's text search skips <noscript>, even with scripts off: read the element itself.)
    await expect(page.locator('[data-section-type="mapEmbed"] noscript p')).toHaveText('Kortet kan kun vises her, når JavaScript er slået til.')
    await expect(page.locator('[data-section-type="mapEmbed"] noscript p')).toBeVisible()
    await expect(page.getByRole('button', { name: /Tillad/ })).toHaveCount(0)
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' })).toBeHidden()
    // No room kept below the footer for a banner that never shows.
    await expect(page.locator('body')).toHaveCSS('padding-bottom', '0px')
    await context.close()
  })
})
