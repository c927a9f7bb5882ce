import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { expect, openHydrated, startAllIslands, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`

test('a static section ships no code and keeps the HTML it was served with, while the islands beside it start', async ({ page, problems }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await page.goto('/kontakt')
  const intro = page.locator('section[data-section-type="contactIntro"]')
  const prerendered = await intro.evaluate((section) => {
    ;(window as unknown as { introChild: Element }).introChild = section.firstElementChild!
    return section.innerHTML
  })
  await startAllIslands(page)
  // The intro is static: its chunk is not fetched, and its elements are the ones the page was served
  // with; the calendar is an island, whose chunk is.
  expect(requested).not.toContain(chunkOf('contactIntro'))
  expect(requested).toContain(chunkOf('bookingCalendar'))
  expect(await intro.evaluate((section) => section.innerHTML)).toBe(prerendered)
  expect(await intro.evaluate((section) => section.firstElementChild === (window as unknown as { introChild: Element }).introChild)).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
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

  test('stays as prerendered, without an error, when its code cannot be fetched (a new deploy, say)', async ({ page, problems }) => {
    await page.route(`**${chunkOf('creativeGallery')}`, (route) => route.fulfill({ status: 404, body: '' }))
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.goto('/')
    const section = page.locator(`#${gallery.id}`)
    const prerendered = await section.evaluate((element) => element.innerHTML)
    // A touch on it starts it (it has no work of its own when seen).
    await section.scrollIntoViewIfNeeded()
    const image = section.getByRole('img').first()
    await image.dispatchEvent('pointerdown')
    await image.dispatchEvent('pointerup')
    await expect.poll(() => warnings.join('\n')).toContain(`the island "${gallery.id}" stays as prerendered`)
    await expect(section.getByRole('img').first()).toBeVisible()
    await expect(section).not.toHaveAttribute('data-ready')
    expect(await section.evaluate((element) => element.innerHTML)).toBe(prerendered)
    // Only the browser's own note about the failed request; the page itself reports no error.
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
  })
})
