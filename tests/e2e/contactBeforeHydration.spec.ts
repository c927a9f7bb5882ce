import { expect, expectNoAxeViolations, holdScripts, slowCpu, test } from './fixtures.ts'
import { startOwnServer, type OwnServer } from './ownServer.ts'
import { installClock } from './pageClock.ts'

/** The contact function drops, with a normal-looking answer, a message sent less than 3 s after its form was shown (supabase/functions/_shared/contactHandler.ts). */
const MIN_FILL_MS = 3_000

test.describe('/kontakt before its script has run', () => {
  test.use({ viewport: { width: 1280, height: 900 } })
  let server: OwnServer | undefined
  // Stopped, with its whole process group, also when the test fails before it stops the server itself.
  test.afterEach(async () => {
    await server?.stop('SIGKILL')
    server = undefined
  })

  test('the form looks ready but cannot be sent natively; a press on Send meanwhile sends everything typed once it is ready; a kill -9 right after the reply loses nothing', async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000)
    // A server of its own, so the test can kill it and read its message database afterwards.
    server = await startOwnServer()
    const baseURL = server.url
    const release = await holdScripts(page)
    await slowCpu(page)
    const navigations: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url())
    })
    // The page's clock starts further in the past than the function's minimum: the form was shown (its
    // first paint, the page's time origin under Playwright's clock) long enough ago, without the test waiting.
    await installClock(page, { startedAgoMs: MIN_FILL_MS + 1_000 })
    await page.goto(`${baseURL}/kontakt`, { waitUntil: 'domcontentloaded' })

    const form = page.locator('form')
    const send = form.getByRole('button', { name: 'Send besked' })
    await expect(send).toBeEnabled()
    await expect(send).toHaveAttribute('type', 'button')

    const typed = {
      Navn: 'Mette Hansen',
      'E-mail': `mette+${Date.now()}@example.dk`,
      'Virksomhed (valgfrit)': 'Hansen ApS',
      Besked: 'Vi vil gerne høre, hvordan I kan hjælpe vores webshop.',
    }
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).pressSequentially(value)
    await form.getByLabel('Virksomhedstype (valgfrit)').selectOption({ label: 'Webshop' })
    const everythingIsStillThere = async () => {
      for (const [label, value] of Object.entries(typed)) await expect(form.getByLabel(label)).toHaveValue(value)
      await expect(form.getByLabel('Virksomhedstype (valgfrit)')).toHaveValue('ecommerce')
    }

    await send.click()
    await form.getByLabel('E-mail').press('Enter')
    await form.getByLabel('Navn').press('Enter')
    // A native submit would start navigating within this time.
    await page.waitForTimeout(1_000)
    expect(page.url()).toBe(`${baseURL}/kontakt`)
    expect(navigations).toEqual([`${baseURL}/kontakt`])
    await everythingIsStillThere()
    await expectNoAxeViolations(page, { include: 'form' })

    // The visitor spends longer than the function's minimum on the form before it hydrates: had the form
    // taken the time it was shown from the moment it hydrated, that would now lie ahead of the server's
    // clock, and the function would silently drop the message (the database read below would show it).
    await page.clock.fastForward(2 * (MIN_FILL_MS + 1_000))
    // Typing started the form's island; its code now arrives, it hydrates, and the press on "Send
    // besked" made meanwhile is carried out: with nothing retyped or pressed again, every value
    // reaches the function and is stored.
    const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/secure-contact-form') && r.method() === 'POST')
    release()
    await expect(page.locator('#skriv')).toHaveAttribute('data-ready', '', { timeout: 30_000 })
    await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 15_000 })
    expect((await request).postDataJSON()).toMatchObject({
      name: typed.Navn,
      email: typed['E-mail'],
      company: typed['Virksomhed (valgfrit)'],
      businessType: 'ecommerce',
      budget: '',
      message: typed.Besked,
      website: '',
    })
    expect(page.url()).toBe(`${baseURL}/kontakt`)
    await server.stop('SIGKILL')
    const stored = (await server.storedMessages()).filter((m) => m.email === typed['E-mail'])
    expect(stored.map(({ name, email, company, businessType, budget, message }) => ({ name, email, company, businessType, budget, message }))).toEqual([
      { name: typed.Navn, email: typed['E-mail'], company: typed['Virksomhed (valgfrit)'], businessType: 'ecommerce', budget: '', message: typed.Besked },
    ])
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
  })
})
