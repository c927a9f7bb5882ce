import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { previewRoute, STUDIO_ROUTE } from '../../build/studio/addresses.ts'
import { STUDIO_DIST } from '../../build/studio/buildMode.ts'
import { studioMessages } from '../../build/studio/messages.ts'
import { sampleFile } from '../../renderer/sectionSamples.ts'
import { sectionTypes } from '../../sections/definitions.ts'
import { pageBytes } from '../bench/pageBytes.ts'
import { axeViolations, expect, test } from './fixtures.ts'
import { startOwnServer, type OwnServer } from './ownServer.ts'

// The marketers' studio, as `npm run studio` builds it (dist-studio/), served by the site's own server
// in a process group this file starts and stops; and the proof that the site's build has none of it.

const WIDTHS = [390, 1280]

let studio: OwnServer
test.beforeAll(async () => {
  studio = await startOwnServer({ env: { SITE_DIR: `${STUDIO_DIST}/client` } })
})
test.afterAll(async () => {
  await studio?.stop()
})

test.describe('the studio', () => {
  test('shows every section type with its behaviour, its frames at 390 and 1,280 px and its fields', async ({ page }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}`)
    const entries = page.locator('main article')
    await expect(entries).toHaveCount(sectionTypes.length)
    for (const type of sectionTypes) {
      const entry = page.getByRole('article', { name: type, exact: true })
      await expect(entry.getByRole('heading', { level: 2, name: type, exact: true })).toBeVisible()
      await expect(entry.locator(`iframe[src="${previewRoute(type)}"]`)).toHaveCount(2)
      await expect(entry.getByRole('table').getByRole('rowheader', { name: 'type', exact: true })).toBeVisible()
    }
    const carousel = page.getByRole('article', { name: 'imageCarousel', exact: true })
    await expect(carousel).toContainText(studioMessages.hydration.interactive)
    await expect(carousel).toContainText('Previous/next buttons')
    await expect(page.getByRole('article', { name: 'faq', exact: true })).toContainText(studioMessages.hydration.static)
  })

  test("copies a sample's JSON, exactly as its file holds it", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: studio.url })
    await page.goto(`${studio.url}${STUDIO_ROUTE}#sektion-faq`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const faq = page.getByRole('article', { name: 'faq', exact: true })
    await faq.getByRole('button', { name: studioMessages.sections.copy }).click()
    await expect(faq.getByRole('status')).toHaveText(studioMessages.sections.copied)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(JSON.parse(copied)).toEqual(JSON.parse(readFileSync(sampleFile('faq'), 'utf8')))
  })

  test('follows a collection item to a page that uses it, and on to that section of the page', async ({ page }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}/samlinger`)
    const item = page.locator('#element-services-google-ads')
    await item.getByRole('link', { name: '/services/google-ads › pris (priceBlock)' }).click()
    await expect(page).toHaveURL(`${studio.url}${STUDIO_ROUTE}/sider#side-services-google-ads`)
    const outline = page.getByRole('article', { name: '/services/google-ads' })
    await expect(outline).toBeInViewport()
    await outline.getByRole('link', { name: 'pris', exact: true }).click()
    await expect(page).toHaveURL(`${studio.url}/services/google-ads#pris`)
    await expect(page.locator('section#pris[data-section-type="priceBlock"]')).toBeVisible()
  })

  test("shows each page's first-load bytes from the site's last build", async ({ page }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}/sider`)
    const home = pageBytes('dist/client', '/')
    await expect(page.getByRole('article', { name: '/', exact: true })).toContainText(`${studioMessages.pages.js} ${studioMessages.pages.kb(home.js)}`)
  })

  test('draws every machine and what its model test walks', async ({ page }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}/maskiner`)
    const machines = readdirSync('machines').filter((file) => /^[a-zA-Z]+\.ts$/.test(file) && file !== 'modelPaths.ts')
    await expect(page.locator('main > section')).toHaveCount(machines.length)
    await expect(page.getByText(studioMessages.machines.notWalked)).toHaveCount(0)
    expect(await page.getByText(studioMessages.machines.walked, { exact: true }).count()).toBeGreaterThan(machines.length)
  })

  for (const type of sectionTypes) {
    test(`the sample of "${type}" renders without console errors and passes axe at 390 and 1,280 px`, async ({ page, problems }) => {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 844 })
      await page.goto(`${studio.url}${previewRoute(type)}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await expect(page.locator(`section[data-section-type="${type}"]`)).toBeVisible()
      const violations: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        violations.push(...(await axeViolations(page, { label: `${width}px` })))
      }
      expect(violations).toEqual([])
      expect(problems.consoleErrors).toEqual([])
    })
  }
})

test.describe("the site's build", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(html|js|mjs|json|xml|txt)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))

  test('has no studio: no route, no page, no code, no sitemap entry', async ({ request }) => {
    const mentioning = files('dist').filter((file) => {
      const text = readFileSync(file, 'utf8')
      return text.includes(STUDIO_ROUTE) || text.includes(studioMessages.sections.lead) || text.includes('build/studio')
    })
    expect(mentioning).toEqual([])
    expect(readFileSync('dist/client/sitemap.xml', 'utf8')).not.toContain(STUDIO_ROUTE)
    expect((await request.get(STUDIO_ROUTE)).status()).toBe(404)
    expect((await request.get(previewRoute('faq'))).status()).toBe(404)
  })
})
