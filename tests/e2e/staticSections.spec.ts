import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { expect, openHydrated, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`
const pageData = (html: string) => html.match(/<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/)?.[1] ?? ''

test('a static section ships neither code nor props on first load, and renders after a client-side navigation', async ({ page, problems }) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await openHydrated(page, '/kontakt')
  await page.waitForLoadState('networkidle')
  // The intro is static: its chunk is not fetched; the calendar's (interactive, near the top) is.
  expect(requested).not.toContain(chunkOf('contactIntro'))
  expect(requested).toContain(chunkOf('bookingCalendar'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  // The hero's text is in the HTML once (the markup), not a second time in the page data.
  const html = await (await page.request.get('/')).text()
  const heroTitle = (JSON.parse(readFileSync('data/pages/index.json', 'utf8')) as { sections: { type: string; title: string }[] }).sections.find(
    (s) => s.type === 'hero',
  )!.title
  expect(html.split(heroTitle).length - 1).toBe(1)
  expect(pageData(html)).toContain('"type":"hero","deferred":"static"')
  expect(pageData(html)).not.toContain(heroTitle)

  // A client-side navigation renders every section, the static hero included, from the route's page data.
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

test('an image in a static section still falls back when it fails to load', async ({ page }) => {
  await page.route('**/media/logos/Frame%2079.png', (route) => route.fulfill({ status: 404, body: '' }))
  const warnings: string[] = []
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
  await page.setViewportSize({ width: 1280, height: 2000 }) // the logo strip is in view, so its lazy images load
  await openHydrated(page, '/')
  const hero = page.locator('section[data-section-type="hero"]')
  await expect(hero.getByRole('img', { name: 'CPH Flyt' }).first()).toHaveText('Image not available')
  expect(warnings.some((text) => text.includes('Frame%2079.png'))).toBe(true)
})

test.describe('a section that hydrates when visible', () => {
  const gallery = (JSON.parse(readFileSync('data/pages/index.json', 'utf8')) as { sections: { id: string; type: string; lead: string }[] }).sections.find(
    (s) => s.type === 'creativeGallery',
  )!

  test('ships neither code nor props on first load; near the viewport it fetches both and responds', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await openHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    const html = await (await page.request.get('/')).text()
    expect(pageData(html)).toContain(`{"id":"${gallery.id}","type":"creativeGallery","deferred":"visible"}`)
    expect(pageData(html)).not.toContain(gallery.lead)
    expect(requested).not.toContain(chunkOf('creativeGallery'))

    const section = page.locator(`#${gallery.id}`)
    await section.scrollIntoViewIfNeeded()
    await section.locator('[data-enhanced]').waitFor({ state: 'attached', timeout: 15_000 })
    expect(requested).toContain(chunkOf('creativeGallery'))
    // One fetch of the page's data serves every section that hydrates when visible.
    expect(requested.filter((path) => path === '/index.pageContext.json')).toHaveLength(1)
    await section.getByRole('button', { name: 'Næste annonce' }).click()
    await expect(section.getByText('Annonce 2 af 19')).toBeVisible()
    expect(problems.consoleErrors).toEqual([])
  })

  test('stays as prerendered, without an error, when its props cannot be fetched (a new deploy, say)', async ({ page, problems }) => {
    await page.route('**/index.pageContext.json', (route) => route.fulfill({ status: 404, body: '' }))
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await openHydrated(page, '/')
    const section = page.locator(`#${gallery.id}`)
    await section.scrollIntoViewIfNeeded()
    await expect.poll(() => warnings.join('\n'), { timeout: 15_000 }).toContain(`Section "${gallery.id}" stays as prerendered`)
    await expect(section.getByRole('img').first()).toBeVisible()
    // Only the browser's own note about the failed request; the page itself reports no error.
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
  })
})
