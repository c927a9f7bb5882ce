import type { Page } from '@playwright/test'
import { contactFormReady, expect, test } from './fixtures.ts'
import { startOwnServer, type OwnServer } from './ownServer.ts'

// Where a lead came from, as the contact function stores it: the landing page's path, the ad click ID
// and UTM values in columns of their own, nothing else of the address's query. One server of its own
// for the file, so the last test can stop it and read its message database.
test.describe.configure({ mode: 'serial', timeout: 60_000 })

let server: OwnServer | undefined
let stopped = false
test.beforeAll(async () => {
  // Its database applies every migration when it starts.
  test.setTimeout(120_000)
  server = await startOwnServer()
})
test.afterAll(async () => {
  if (!stopped) await server?.stop('SIGKILL')
})

/** The file's server, once started. */
function own(): OwnServer {
  if (!server) throw new Error('the server did not start')
  return server
}

/** A campaign link that also carries what the visitor did not type: another e-mail address. */
const CAMPAIGN_QUERY = '?gclid=TEST&utm_source=google&email=a@b.dk'
const FOREIGN_ADDRESS = 'a@b.dk'
/** The address each test types into the form, told apart by its tag. */
const typedAddress = (tag: string) => `mette+${tag}@example.dk`

/**
 * The function stores nothing sent within 3 s of the form being shown (a bot's speed), so the test
 * sends no sooner. (Playwright's fake clock would save the wait, but it also replaces
 * `performance`, whose navigation entry is where the page reads the address it was loaded at.)
 */
const FUNCTION_MINIMUM_MS = 3_100

/** Fills in the form on the page shown and sends it; resolves with the attribution the function received. */
async function sendMessage(page: Page, tag: string) {
  const form = page.locator('form')
  const send = await contactFormReady(page)
  const shownAt = Date.now()
  await form.getByLabel('Navn').fill('Mette Hansen')
  await form.getByLabel('E-mail').fill(typedAddress(tag))
  await form.getByLabel('Besked').fill('Vi kom fra en annonce og vil gerne høre mere.')
  await page.waitForTimeout(Math.max(0, FUNCTION_MINIMUM_MS - (Date.now() - shownAt)))
  const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/secure-contact-form') && r.method() === 'POST')
  await send.click()
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible({ timeout: 15_000 })
  return (await request).postDataJSON() as { attribution: Record<string, string> }
}

test('a lead sent from /kontakt opened with a click ID, a UTM source and an e-mail address in its query', async ({ page, problems }) => {
  await page.goto(`${own().url}/kontakt${CAMPAIGN_QUERY}`)
  const { attribution } = await sendMessage(page, 'sent-from-kontakt')
  expect(attribution).toMatchObject({ landingPage: '/kontakt', gclid: 'TEST', utmSource: 'google' })
  expect(JSON.stringify(attribution)).not.toContain(FOREIGN_ADDRESS)
  expect(problems.consoleErrors).toEqual([])
})

// Without consent to store anything, the landing page is the page the message is sent from or, where
// that page's referrer is this site, the page before it: the browser gives a same-origin referrer with
// its whole address, query included.
test('a lead whose campaign link opened the home page, sent from /kontakt loaded by a link on it (its referrer the home page with its query)', async ({
  page,
  problems,
}) => {
  await page.goto(`${own().url}/${CAMPAIGN_QUERY}`)
  await page.getByRole('main').locator('a[href="/kontakt"]').first().click()
  await expect(page).toHaveURL(`${own().url}/kontakt`)
  expect(await page.evaluate(() => document.referrer)).toBe(`${own().url}/${CAMPAIGN_QUERY}`)
  const { attribution } = await sendMessage(page, 'after-one-click')
  expect(attribution).toMatchObject({ landingPage: '/', gclid: 'TEST', utmSource: 'google' })
  expect(JSON.stringify(attribution)).not.toContain(FOREIGN_ADDRESS)
  expect(problems.consoleErrors).toEqual([])
})

test('each of those leads is stored with the click ID in its column, the UTM source and the landing path, and the other address nowhere in its row', async () => {
  await own().stop()
  stopped = true
  const stored = await own().storedMessages()
  const expected = [
    ['sent-from-kontakt', '/kontakt'],
    ['after-one-click', '/'],
  ]
  for (const [tag, landingPage] of expected) {
    const rows = stored.filter((message) => message.email === typedAddress(tag!))
    expect(rows, tag).toHaveLength(1)
    expect(rows[0]!.attribution, tag).toMatchObject({ landingPage, gclid: 'TEST', utmSource: 'google', referrerHost: '' })
    // No consent decision was made: the click may not be reported.
    expect(rows[0]!.marketingConsent, tag).toBe(false)
    expect(JSON.stringify(rows[0]), tag).not.toContain(FOREIGN_ADDRESS)
  }
  expect(stored).toHaveLength(expected.length)
})
