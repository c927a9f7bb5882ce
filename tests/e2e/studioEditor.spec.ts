import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { editorRoute } from '../../build/studio/addresses.ts'
import { studioMessages } from '../../build/studio/messages.ts'
import { errorsWith } from '../contentFixture.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { startEditorDevServer, type EditorDevServer } from './editorDevServer.ts'

// The studio's editor (build/studio/editor/) in `npm run dev`, over a temporary copy of the project:
// what a marketer does in it, and what ends up in the page file and on the page.

const text = studioMessages.editor
const HOME = 'data/pages/index.json'

let dev: EditorDevServer
test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => {
  test.setTimeout(120_000)
  dev = await startEditorDevServer()
})
test.afterAll(async () => {
  await dev?.stop()
})

const fileText = (file: string) => readFileSync(join(dev.root, file), 'utf8')
const idsOnDisk = (file: string) => (JSON.parse(fileText(file)) as { sections: { id: string }[] }).sections.map((section) => section.id)
/** The section ids in the order the dev server renders the page. */
async function idsRendered(page: Page, route: string): Promise<string[]> {
  const html = await (await page.request.get(`${dev.url}${route}`)).text()
  return [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"[^>]*data-section-type=/g)].map((match) => match[1]!)
}

/** Opens a page's editor with its sections listed, once the preview shows them. */
async function openEditor(page: Page, route: string) {
  await page.goto(`${dev.url}${editorRoute(route)}`)
  await expect(page.getByRole('heading', { level: 1, name: text.heading(route) })).toBeVisible({ timeout: 90_000 })
  await expect(page.frameLocator('iframe').locator('section[data-section-type]').first()).toBeVisible({ timeout: 60_000 })
  await page.getByRole('navigation').getByText(text.puck['plugin-outline'], { exact: true }).click()
  return page.getByRole('heading', { name: text.puck['outline-header-title'] })
}

/** The sections as the editor's outline lists them (their types). */
const outlineTypes = (page: Page) => page.locator('li > [role=button], li > button').filter({ hasText: /\w/ }).allInnerTexts()

const block = (page: Page, type: string) => page.getByRole('button', { name: type, exact: true }).first()

async function save(page: Page) {
  await page.getByRole('button', { name: text.save, exact: true }).click()
}

test.describe("the studio's editor", () => {
  test('moves a section by keyboard, saves that order to the file and the page, and undo takes it back', async ({ page }) => {
    test.setTimeout(180_000)
    const original = fileText(HOME)
    const ids = idsOnDisk(HOME)
    await openEditor(page, '/')
    await block(page, 'hero').click()
    await page.getByRole('button', { name: text.moveDown }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status').filter({ hasText: text.moved('hero', 2, ids.length) })).toBeVisible()
    await save(page)
    await expect(page.getByRole('status').filter({ hasText: text.saved(HOME) })).toBeVisible()
    const moved = [ids[1]!, ids[0]!, ...ids.slice(2)]
    expect(idsOnDisk(HOME)).toEqual(moved)
    expect(await idsRendered(page, '/')).toEqual(moved)

    await page.getByRole('button', { name: text.puck['header-undo'] }).click()
    await save(page)
    await expect.poll(() => fileText(HOME)).toBe(original)
  })

  test('moves a section by dragging it in the list of sections', async ({ page }) => {
    test.setTimeout(180_000)
    const ids = idsOnDisk(HOME)
    await openEditor(page, '/')
    const from = (await block(page, 'faq').boundingBox())!
    const to = (await block(page, 'homeServices').boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 20; step++) await page.mouse.move(from.x + from.width / 2, from.y + (to.y + 2 - from.y) * (step / 20))
    await page.mouse.up()
    await save(page)
    await expect(page.getByRole('status').filter({ hasText: text.saved(HOME) })).toBeVisible()
    const faq = ids.indexOf('spoergsmaal')
    const moved = [ids[0]!, ids[faq]!, ...ids.slice(1).filter((id) => id !== 'spoergsmaal')]
    expect(idsOnDisk(HOME)).toEqual(moved)
    expect(await idsRendered(page, '/')).toEqual(moved)
  })
})
