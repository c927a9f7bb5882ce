import { BOOKING_TIMING } from '../../machines/bookingCalendar.ts'
import { contactFormReady, decideConsent, expect, expectNoAxeViolations, openHydrated, test } from './fixtures.ts'
import { installClock, installPausedClock, runTo, runUntil } from './pageClock.ts'
import { site } from './routes.ts'

/** The contact function drops, with a normal-looking answer, a message sent less than 3 s after its form was shown (supabase/functions/_shared/contactHandler.ts). */
const MIN_FILL_MS = 3_000

test.describe('/kontakt', () => {
  test('shows the heading, badges, contact cards, quick-help card and map', async ({ page }) => {
    await openHydrated(page, '/kontakt')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText('Uforpligtende samtale')).toBeVisible()
    await expect(page.getByText('Svar inden for 24 timer')).toBeVisible()
    await expect(page.getByRole('link', { name: site.email }).first()).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(page.getByRole('heading', { name: 'Har du brug for hurtig hjælp?' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Ring nu/ })).toHaveAttribute('href', /^tel:\+45/)
    await expect(page.getByRole('heading', { name: 'Find os her' })).toBeAttached()
    // Without consent the map waits (tests/e2e/consent.spec.ts shows it loading once allowed).
    await expect(page.getByRole('heading', { name: 'Kortet venter på dit samtykke' })).toBeAttached()
    await expect(page.locator('iframe[title]')).toHaveCount(0)
    const box = await page.getByRole('region', { name: 'Bookingkalender' }).boundingBox()
    expect(box?.height).toBe(700)
  })

  test(`with consent, the calendar polls for the widget ${BOOKING_TIMING.maxPolls} times, ${BOOKING_TIMING.pollIntervalMs} ms apart, then falls back to its error view when the widget cannot load`, async ({
    page,
    context,
    problems,
  }) => {
    await decideConsent(context, { preferences: true })
    // The page's time at which the calendar adds the scheduling script: it starts polling for the widget then.
    await page.addInitScript((origin) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(`script[src^="${origin}"]`)) {
          ;(window as unknown as { __bookingScriptAt: number }).__bookingScriptAt = Date.now()
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    }, new URL(site.booking.scriptUrl).origin)
    const scriptAddedAt = () => page.evaluate(() => (window as unknown as { __bookingScriptAt?: number }).__bookingScriptAt)
    await installPausedClock(page)
    await page.goto('/kontakt')
    await page.keyboard.press('Shift')
    await runUntil(page, async () => (await scriptAddedAt()) !== undefined)
    const calendar = page.getByRole('region', { name: 'Bookingkalender' })
    await expect(calendar.getByText('Indlæser booking kalendar...')).toBeVisible()
    const unavailable = calendar.getByRole('heading', { name: 'Booking ikke tilgængelig' })
    const lastPollAt = (await scriptAddedAt())! + BOOKING_TIMING.maxPolls * BOOKING_TIMING.pollIntervalMs
    await runTo(page, lastPollAt - 1)
    await expect(calendar.getByText('Indlæser booking kalendar...')).toBeVisible()
    await expect(unavailable).toHaveCount(0)
    await runTo(page, lastPollAt)
    await expect(unavailable).toBeVisible()
    await expect(calendar.getByText('Kalenderen kunne ikke indlæses. Kontakt os direkte i stedet.')).toBeVisible()
    await expect(calendar.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${site.email}`)
    expect(problems.offsiteRequests.some((url) => url.startsWith(new URL(site.booking.scriptUrl).origin))).toBe(true)
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
  })

  test('the form shows the validation messages, then sends through the local function', async ({ page, problems }) => {
    // The page's clock starts in the past, so the form was shown longer ago than the function's minimum
    // (it checks on the server, against the time the page sends) without the test waiting for it.
    await installClock(page, { startedAgoMs: MIN_FILL_MS + 2_000 })
    await openHydrated(page, '/kontakt')
    const form = page.locator('form')
    await (await contactFormReady(page)).click()
    await expect(form.getByRole('alert')).toHaveText('Name must be at least 2 characters long, Email is required, Message must be at least 10 characters long')
    await form.getByLabel('Navn').fill('Mette Hansen')
    await form.getByLabel('E-mail').fill(`mette+${Date.now()}@example.dk`)
    await form.getByLabel('Besked').fill('Vi vil gerne høre, hvordan I kan hjælpe vores webshop.')
    await form.getByRole('button', { name: 'Send besked' }).click()
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible()
    // A state the prerendered HTML never shows is styled all the same: its rules come with the
    // full stylesheets, which load before the framework renders (the first paint inlines only the
    // rules the HTML uses).
    await expect(page.getByText('Your message has been sent successfully!').locator('..')).toHaveCSS('border-top-style', 'solid')
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
  })

  test('a message carries where the visit came from: the campaign landing page, the page before /kontakt, with nothing stored on the device without consent', async ({
    page,
    problems,
  }) => {
    // The campaign link opened the privacy policy; its footer's link loads /kontakt, whose referrer it is.
    const landingPage = '/privatlivspolitik?utm_source=google&utm_medium=cpc&utm_campaign=vinter'
    await page.goto(landingPage)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lad os tage en snak om din forretning')
    const form = page.locator('form')
    const send = await contactFormReady(page)
    await form.getByLabel('Navn').fill('Mette Hansen')
    await form.getByLabel('E-mail').fill(`mette+${Date.now()}@example.dk`)
    await form.getByLabel('Besked').fill('Vi kom fra en annonce og vil gerne høre mere.')
    // Sent at once: what is checked is the request. (The function answers a message sent within its
    // 3 s minimum the same as any other; the page's clock cannot be moved here, since the page's address
    // is read from its navigation entry, which a page with Playwright's clock has none of.)
    const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/secure-contact-form') && r.method() === 'POST')
    await send.click()
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible()
    expect((await request).postDataJSON().attribution).toEqual({
      landingPage: '/privatlivspolitik',
      referrerHost: '',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'vinter',
      utmTerm: '',
      utmContent: '',
      gclid: '',
      gbraid: '',
      wbraid: '',
      fbclid: '',
    })
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])
    expect(problems.consoleErrors).toEqual([])
  })

  for (const width of [1280, 360]) {
    test(`has no axe violations with the form's errors showing, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, '/kontakt')
      await (await contactFormReady(page)).click()
      await expect(page.locator('form').getByRole('alert')).not.toBeEmpty()
      await expectNoAxeViolations(page)
    })
  }
})
