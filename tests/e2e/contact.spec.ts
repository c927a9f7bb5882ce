import { contactFormReady, decideConsent, expect, expectNoAxeViolations, openHydrated, test } from './fixtures.ts'
import { site } from './routes.ts'

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

  test('with consent, the calendar falls back to its error view when the widget cannot load', async ({ page, context, problems }) => {
    test.setTimeout(40_000)
    await decideConsent(context, { preferences: true })
    await openHydrated(page, '/kontakt')
    const calendar = page.getByRole('region', { name: 'Bookingkalender' })
    await expect(calendar.getByText('Indlæser booking kalendar...')).toBeVisible()
    await expect(calendar.getByRole('heading', { name: 'Booking ikke tilgængelig' })).toBeVisible({ timeout: 15_000 })
    await expect(calendar.getByText('Kalenderen kunne ikke indlæses. Kontakt os direkte i stedet.')).toBeVisible()
    await expect(calendar.getByRole('link', { name: 'Send Email' })).toHaveAttribute('href', `mailto:${site.email}`)
    expect(problems.offsiteRequests.some((url) => url.startsWith(new URL(site.booking.scriptUrl).origin))).toBe(true)
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
  })

  test('the form shows the validation messages, then sends through the local function', async ({ page, problems }) => {
    await openHydrated(page, '/kontakt')
    const form = page.locator('form')
    await (await contactFormReady(page)).click()
    await expect(form.getByRole('alert')).toHaveText('Name must be at least 2 characters long, Email is required, Message must be at least 10 characters long')
    await form.getByLabel('Navn').fill('Mette Hansen')
    await form.getByLabel('E-mail').fill(`mette+${Date.now()}@example.dk`)
    await form.getByLabel('Besked').fill('Vi vil gerne høre, hvordan I kan hjælpe vores webshop.')
    // The function drops submits that come implausibly soon after the form was shown.
    await page.waitForTimeout(3_100)
    await form.getByRole('button', { name: 'Send besked' }).click()
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible()
    // A state the prerendered HTML never shows is styled all the same: its rules come with the
    // full stylesheets, which load before the framework renders (the first paint inlines only the
    // rules the HTML uses).
    await expect(page.getByText('Your message has been sent successfully!').locator('..')).toHaveCSS('border-top-style', 'solid')
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
  })

  test('a message carries where the visit came from: the campaign landing page, across a client-side navigation, with nothing stored on the device without consent', async ({
    page,
    problems,
  }) => {
    const landingPage = '/privatlivspolitik?utm_source=google&utm_medium=cpc&utm_campaign=vinter'
    await openHydrated(page, landingPage)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lad os tage en snak om din forretning')
    const form = page.locator('form')
    const send = await contactFormReady(page)
    await form.getByLabel('Navn').fill('Mette Hansen')
    await form.getByLabel('E-mail').fill(`mette+${Date.now()}@example.dk`)
    await form.getByLabel('Besked').fill('Vi kom fra en annonce og vil gerne høre mere.')
    await page.waitForTimeout(3_100)
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
