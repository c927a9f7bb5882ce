import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { editorRoute, previewRoute, STUDIO_ROUTE } from '../../build/studio/addresses.ts'
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
  // The server opens its message database first: on a busy machine that takes longer than a test's default.
  test.setTimeout(120_000)
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

  test('opens every page in the editor, read-only: its sections rendered, nothing to save', async ({ page, problems }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}/sider`)
    await page.getByRole('link', { name: studioMessages.editor.linkLabel('/om-os') }).click()
    await expect(page).toHaveURL(`${studio.url}${editorRoute('/om-os')}`)
    await expect(page.getByText(studioMessages.editor.readOnly)).toBeVisible()
    await expect(page.frameLocator('iframe').locator('section[data-section-type]').first()).toBeVisible()
    await expect(page.getByRole('button', { name: studioMessages.editor.save, exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: studioMessages.editor.moveUp })).toHaveCount(0)
    expect(problems.offsiteRequests).toEqual([])
  })

  test('without JavaScript the editor shows its page and file, and says it needs JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${studio.url}${editorRoute('/kontakt')}`)
    await expect(page.getByRole('heading', { level: 1, name: studioMessages.editor.heading('/kontakt') })).toBeVisible()
    await expect(page.getByRole('link', { name: 'data/pages/kontakt.json', exact: true })).toBeVisible()
    // Playwright's text search skips <noscript>; the paragraph inside it is what a visitor reads.
    await expect(page.locator('noscript p')).toHaveText(studioMessages.editor.needsJavaScript('data/pages/kontakt.json'))
    await expect(page.locator('noscript p')).toBeVisible()
    await context.close()
  })

  // The samples in a few groups, each group's in one page one after the other (a page per sample
  // spent most of its time starting pages).
  const GROUPS = 4
  const groups = Array.from({ length: GROUPS }, (_, group) => sectionTypes.filter((_, index) => index % GROUPS === group))
  for (const types of groups) {
    test(`the samples of ${types.join(', ')} render without console errors and pass axe at 390 and 1,280 px`, async ({ page, problems }) => {
      test.setTimeout(types.length * 15_000)
      const found: string[] = []
      for (const type of types) {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 844 })
        await page.goto(`${studio.url}${previewRoute(type)}`)
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await expect.soft(page.locator(`section[data-section-type="${type}"]`), type).toBeVisible()
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          found.push(...(await axeViolations(page, { label: `${type} ${width}px` })))
        }
        found.push(...problems.consoleErrors.splice(0).map((error) => `${type}: ${error}`))
      }
      expect(found).toEqual([])
    })
  }
})

test.describe("the site's build", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(html|js|mjs|json|xml|txt)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name))

  test("has no studio: no route, no page, no code (the editor's neither), no sitemap entry", async ({ request }) => {
    const mentioning = files('dist').filter((file) => {
      const text = readFileSync(file, 'utf8')
      // The editor (Puck) too: its markup's attributes and the editor's own texts.
      const editor = text.includes('data-puck-') || text.includes('puckeditor') || text.includes(studioMessages.editor.readOnly)
      return editor || text.includes(STUDIO_ROUTE) || text.includes(studioMessages.sections.lead) || text.includes('build/studio')
    })
    expect(mentioning).toEqual([])
    expect(readFileSync('dist/client/sitemap.xml', 'utf8')).not.toContain(STUDIO_ROUTE)
    expect((await request.get(STUDIO_ROUTE)).status()).toBe(404)
    expect((await request.get(previewRoute('faq'))).status()).toBe(404)
  })
})
