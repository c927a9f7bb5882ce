import AxeBuilder from '@axe-core/playwright'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { editorRoute, previewRoute, STUDIO_ROUTE } from '../../studio/addresses.ts'
import { studioMessages } from '../../studio/messages.ts'
import { sampleFile } from '../../content/sectionSamples.ts'
import { sectionTypes } from '../../sections/definitions.ts'
import { pageBytes } from '../../build/pageBytes.ts'
import { WCAG_21_AA } from './fixtures.ts'
import { expect, test } from './studioServer.ts'

// The marketers' studio, as `npm run studio` builds it (dist-studio/), served by the site's own server
// (one per worker: ./studioServer.ts); and the proof that the site's build has none of it.

const WIDTHS = [390, 1280]

test.describe('the studio', () => {
  test('shows every section type with its behaviour, its frames at 390 and 1,280 px and its fields', async ({ page, studio }) => {
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

  test("copies a sample's JSON, exactly as its file holds it", async ({ page, context, studio }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: studio.url })
    await page.goto(`${studio.url}${STUDIO_ROUTE}#sektion-faq`)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const faq = page.getByRole('article', { name: 'faq', exact: true })
    await faq.getByRole('button', { name: studioMessages.sections.copy }).click()
    await expect(faq.getByRole('status')).toHaveText(studioMessages.sections.copied)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(JSON.parse(copied)).toEqual(JSON.parse(readFileSync(sampleFile('faq'), 'utf8')))
  })

  test('follows a collection item to a page that uses it, and on to that section of the page', async ({ page, studio }) => {
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

  test("shows each page's first-load bytes from the site's last build", async ({ page, studio }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}/sider`)
    const home = pageBytes('dist/client', '/')
    await expect(page.getByRole('article', { name: '/', exact: true })).toContainText(`${studioMessages.pages.js} ${studioMessages.pages.kb(home.js)}`)
  })

  test('draws every machine and what its model test walks', async ({ page, studio }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}/maskiner`)
    // A machine's module defines one with createMachine; its model, tests and the shared test helpers beside it do not.
    const machines = readdirSync('machines').filter(
      (file) => /^[a-zA-Z]+\.ts$/.test(file) && readFileSync(join('machines', file), 'utf8').includes('createMachine('),
    )
    await expect(page.locator('main > section')).toHaveCount(machines.length)
    await expect(page.getByText(studioMessages.machines.notWalked)).toHaveCount(0)
    expect(await page.getByText(studioMessages.machines.walked, { exact: true }).count()).toBeGreaterThan(machines.length)
  })

  test('opens every page in the editor, read-only: its sections rendered, nothing to save', async ({ page, problems, studio }) => {
    await page.goto(`${studio.url}${STUDIO_ROUTE}/sider`)
    await page.getByRole('link', { name: studioMessages.editor.linkLabel('/om-os') }).click()
    await expect(page).toHaveURL(`${studio.url}${editorRoute('/om-os')}`)
    // The editor renders in the browser once its code (the editor library, large) has loaded: slow on a busy machine.
    await expect(page.getByText(studioMessages.editor.readOnly)).toBeVisible({ timeout: 15_000 })
    // Its preview frame renders the page's sections after that, as slowly.
    await expect(page.frameLocator('iframe').locator('section[data-section-type]').first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole('button', { name: studioMessages.editor.save, exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: studioMessages.editor.moveUp })).toHaveCount(0)
    expect(problems.offsiteRequests).toEqual([])
  })

  test('without JavaScript the editor shows its page and file, and says it needs JavaScript', async ({ browser, studio }) => {
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

  // The samples in a few groups. Within a group, a few samples at a time are framed side by side in one
  // page of the studio's own origin, each twice, 390 and 1,280 px wide (a frame's width is its page's
  // viewport), and one axe run covers those frames (a page and two axe runs per sample spent most of
  // their time starting pages and axe; more frames at once overload a busy machine).
  const GROUPS = 4
  const AT_ONCE = 3
  const groups = Array.from({ length: GROUPS }, (_, group) => sectionTypes.filter((_, index) => index % GROUPS === group))
  for (const types of groups) {
    test(`the samples of ${types.join(', ')} render without console errors and pass axe at 390 and 1,280 px`, async ({ page, problems, studio }) => {
      test.setTimeout(types.length * 15_000)
      const frameId = (type: string, width: number) => `${type}-${width}`
      const framesPath = `${STUDIO_ROUTE}/__samples`
      await page.route(
        (url) => url.pathname === framesPath,
        (route) => {
          const batch = new URL(route.request().url()).searchParams.getAll('type')
          const frames = batch.flatMap((type) =>
            WIDTHS.map(
              (width) =>
                `<iframe id="${frameId(type, width)}" title="${type} ${width} px" src="${previewRoute(type)}" style="display:block;border:0;width:${width}px;height:900px"></iframe>`,
            ),
          )
          return route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>Samples</title></head><body><main><h1>Samples</h1>${frames.join('')}</main></body></html>`,
          })
        },
      )
      const found: string[] = []
      for (let first = 0; first < types.length; first += AT_ONCE) {
        const batch = types.slice(first, first + AT_ONCE)
        await page.goto(`${studio.url}${framesPath}?${batch.map((type) => `type=${type}`).join('&')}`)
        for (const type of batch) {
          for (const width of WIDTHS) {
            const frame = page.frameLocator(`#${frameId(type, width)}`)
            await frame.locator('html[data-hydrated]').waitFor({ state: 'attached' })
            await expect.soft(frame.locator(`section[data-section-type="${type}"]`), `${type} ${width}px`).toBeVisible()
          }
        }
        // Axe in the page itself (legacy mode), which runs it in each same-origin frame too; violations only.
        // Axe takes the frames for one page: their landmarks would count as duplicates of each other, so
        // that rule runs in each frame on its own, with the axe the first run left there.
        // (options() first: it replaces what withTags and disableRules set.)
        const results = await new AxeBuilder({ page })
          .options({ resultTypes: ['violations'] })
          .withTags(WCAG_21_AA)
          .disableRules(['landmark-unique'])
          .setLegacyMode(true)
          .analyze()
        found.push(...results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`))
        for (const frame of page.mainFrame().childFrames()) {
          const unique = await frame.evaluate(async () => {
            const { axe } = window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string }[] }> } }
            return (await axe.run(document, { runOnly: { type: 'rule', values: ['landmark-unique'] }, resultTypes: ['violations'], iframes: false })).violations
          })
          found.push(...unique.map((v) => `${frame.url()} ${v.id}`))
        }
        found.push(...problems.consoleErrors.splice(0).map((error) => `${batch.join(', ')}: ${error}`))
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
      // The editor (Puck) too: its markup's attributes and the editor's own texts; and no studio module by its source path.
      const editor = text.includes('data-puck-') || text.includes('puckeditor') || text.includes(studioMessages.editor.readOnly)
      return editor || text.includes(STUDIO_ROUTE) || text.includes(studioMessages.sections.lead) || /\bstudio\/[\w/]+\.tsx?\b/.test(text)
    })
    expect(mentioning).toEqual([])
    expect(readFileSync('dist/client/sitemap.xml', 'utf8')).not.toContain(STUDIO_ROUTE)
    expect((await request.get(STUDIO_ROUTE)).status()).toBe(404)
    expect((await request.get(previewRoute('faq'))).status()).toBe(404)
  })
})
