import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { expect, openHydrated, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`

test('a static section ships no code on first load and keeps its prerendered HTML, and renders after a client-side navigation', async ({ page, problems }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/kontakt')
  const intro = page.locator('section[data-section-type="contactIntro"]')
  const prerendered = await intro.evaluate((section) => {
    ;(window as unknown as { introChild: Element }).introChild = section.firstElementChild!
    return section.innerHTML
  })
  await page.keyboard.press('Shift')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  // The intro is static: its chunk is not fetched, and hydration left its elements as they were; the calendar's (interactive) is.
  expect(requested).not.toContain(chunkOf('contactIntro'))
  expect(requested).toContain(chunkOf('bookingCalendar'))
  expect(await intro.evaluate((section) => section.innerHTML)).toBe(prerendered)
  expect(await intro.evaluate((section) => section.firstElementChild === (window as unknown as { introChild: Element }).introChild)).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // A client-side navigation renders every section, the static hero included, from the route's page data.
  const heroTitle = (JSON.parse(readFileSync('data/pages/index.json', 'utf8')) as { sections: { type: string; title: string }[] }).sections.find(
    (s) => s.type === 'hero',
  )!.title
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Klikværk/ })
    .click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle)
  expect(requested).toContain(chunkOf('hero'))
  expect(problems.consoleErrors).toEqual([])
})

test('the first load of a page with only static content sections fetches none of their chunks', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await openHydrated(page, '/servicevilkaar')
  await page.waitForLoadState('networkidle')
  for (const type of ['pageIntro', 'legalClause']) expect(requested, type).not.toContain(chunkOf(type))
})

test.describe('an interactive section far below the first screen', () => {
  const gallery = (JSON.parse(readFileSync('data/pages/index.json', 'utf8')) as { sections: { id: string; type: string }[] }).sections.find(
    (s) => s.type === 'creativeGallery',
  )!

  test('stays as prerendered, without an error, when its code cannot be fetched (a new deploy, say), while the page hydrates', async ({ page, problems }) => {
    await page.route(`**${chunkOf('creativeGallery')}`, (route) => route.fulfill({ status: 404, body: '' }))
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await openHydrated(page, '/')
    expect(warnings.join('\n')).toContain('Sections of type "creativeGallery" stay as prerendered')
    const section = page.locator(`#${gallery.id}`)
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('img').first()).toBeVisible()
    // Only the browser's own note about the failed request; the page itself reports no error.
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
  })
})
