import type { Page } from '@playwright/test'
import { builtPage, elementsIn, textOf } from '../builtPage.ts'
import { CONSENT_COOKIE } from '../../consent/consentCookie.ts'
import { expect, startAllIslands, test } from './fixtures.ts'
import { routes, site } from './routes.ts'

// A tab opened before a new deploy: the deploy removed the old page's hashed files (/assets/…), so
// nothing the page had not fetched yet can be fetched now. An island that starts then (islands/)
// keeps its prerendered HTML, and the page's links, plain links, load the new deploy's pages.

const TARGET = '/om-os'
const target = routes.find((r) => r.route === TARGET)!
const [targetH1] = elementsIn(builtPage(TARGET).body!, (element) => element.tagName === 'h1')

/** Makes every request for the build's files fail, as for files a deploy has removed. */
const removeOldFiles = (page: Page) => page.route('**/assets/**', (route) => route.abort())

/**
 * Resolves once the page has tried to start an island and found the islands' code gone (fetched twice):
 * the boot script (islands/boot/boot.ts) then says so in a warning naming the island.
 */
async function islandCodeFailed(warnings: string[]) {
  await expect.poll(() => warnings.some((text) => /^boot: the island "[^"]+" stays as prerendered/.test(text))).toBe(true)
}

/** Collects the page's console warnings. */
function watchWarnings(page: Page) {
  const warnings: string[] = []
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  return warnings
}

/** The console errors of the page itself, without the browser's own notes about the failed requests. */
const pageErrors = (errors: string[]) => errors.filter((text) => !text.startsWith('Failed to load resource'))

test('an island whose code is gone keeps its HTML and what was typed, the contact form says what to do instead, and a link loads the next page in full', async ({
  page,
  problems,
}) => {
  const warnings = watchWarnings(page)
  await removeOldFiles(page)
  await page.goto('/kontakt')
  const form = page.locator('#skriv')
  const prerendered = await form.evaluate((section) => section.innerHTML)
  // Typing starts the form's island, whose code cannot be fetched.
  await form.getByLabel('Navn').pressSequentially('Mette Hansen')
  await islandCodeFailed(warnings)
  await expect(form.getByLabel('Navn')).toHaveValue('Mette Hansen')
  const send = form.getByRole('button', { name: 'Send besked' })
  await expect(send).toHaveAttribute('type', 'button')
  expect(await form.evaluate((section) => section.innerHTML)).toBe(prerendered)
  await expect(form).not.toHaveAttribute('data-ready')
  // It says what happened and what to do, with the page's own CSS (the whole stylesheets are gone too).
  const failed = `Formularen kunne ikke gøres klar, måske fordi siden er blevet opdateret. Genindlæs siden, eller skriv direkte til os på ${site.email}.`
  await expect(form.getByText(failed)).toBeVisible()

  // The new deploy's pages have their files.
  await page.unrouteAll()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Om os', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${TARGET}$`))
  await expect(page).toHaveTitle(target.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(textOf(targetH1!))
  // A document of its own, whose islands start.
  expect(await page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname)).toBe(TARGET)
  await startAllIslands(page)
  expect(pageErrors(problems.consoleErrors)).toEqual([])
})

test('the consent settings cannot open without their code, but the banner still stores a refusal, and the page never reloads', async ({
  page,
  context,
  problems,
}) => {
  const warnings = watchWarnings(page)
  await removeOldFiles(page)
  await page.goto('/privatlivspolitik')
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  const banner = page.getByRole('region', { name: 'Cookiesamtykke' })
  await banner.getByRole('button', { name: 'Tilpas' }).click()
  await islandCodeFailed(warnings)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await banner.getByRole('button', { name: 'Afvis alle' }).click()
  await expect(banner).toBeHidden()
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain(CONSENT_COOKIE)
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
  expect(pageErrors(problems.consoleErrors)).toEqual([])
})
