import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { sectionSchemas } from '../../sections/definitions.ts'
import type { SectionType } from '../../sections/types.ts'
import { editorRoute } from '../../studio/addresses.ts'
import { studioMessages } from '../../studio/messages.ts'
import { errorsWith } from '../contentFixture.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { startEditorDevServer, type EditorDevServer } from './editorDevServer.ts'

// The studio's editor (studio/editor/) in `npm run dev`, over a temporary copy of the project:
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
/** The ids of a page's sections, in the order its HTML has them. */
const sectionIds = (html: string) => [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"[^>]*data-section-type=/g)].map((match) => match[1]!)
/** The section ids in the order the dev server renders the page. */
const idsRendered = async (page: Page, route: string) => sectionIds(await (await page.request.get(`${dev.url}${route}`)).text())

/** Opens a page's editor with its sections listed, once the preview shows them. */
async function openEditor(page: Page, route: string) {
  await page.goto(`${dev.url}${editorRoute(route)}`)
  await expect(page.getByRole('heading', { level: 1, name: text.heading(route) })).toBeVisible({ timeout: 90_000 })
  await expect(page.frameLocator('iframe').locator('[data-puck-component]').first()).toBeVisible({ timeout: 60_000 })
  await page.getByRole('navigation').getByText(text.puck['plugin-outline'], { exact: true }).click()
  return page.getByRole('heading', { name: text.puck['outline-header-title'] })
}

/** A section type's schema, with the Danish name (`title`) and help (`description`) of it and of each field. */
interface DescribedSchema {
  title: string
  description: string
  required?: string[]
  properties: Record<string, DescribedSchema>
  items?: DescribedSchema
}
const schemaOf = (type: SectionType) => sectionSchemas[type] as DescribedSchema
/** A field's label in the editor's form: its Danish name from the schema, its JSON name, and the required mark if it must be filled in. */
const fieldLabel = (schema: DescribedSchema, name: string) => {
  const label = text.fieldName(schema.properties[name]!.title, name)
  return schema.required?.includes(name) ? `${label} (${text.required})` : label
}
/** A required field's label in the editor's form: its Danish name, its JSON name and the required mark. */
const requiredField = (type: SectionType, name: string) => fieldLabel(schemaOf(type), name)
/** A section type's name in the editor's lists: its Danish name from its schema and its type id. */
const typeLabel = (type: SectionType) => text.sectionLabel(schemaOf(type).title, type)
const block = (page: Page, type: SectionType) => page.getByRole('button', { name: typeLabel(type), exact: true }).first()

/** A section's own field in the editor's form (the selected section's). */
const sectionField = (page: Page, name: string) => page.locator(`[data-section-field="${name}"]`).filter({ visible: true })
/** Opens the first item of a list field in the form. */
const openFirstItem = (field: Locator) => field.getByText(text.puck['field-arrayitem-summary'].replace('{index}', '0'), { exact: true }).first().click()
/** A field inside another (`within`), of an object with schema `parent`: shown with its label and its help. */
async function expectNestedField(within: Locator, parent: DescribedSchema, name: string) {
  await expect(within.getByText(fieldLabel(parent, name), { exact: true }).first(), name).toBeVisible()
  await expect(within.getByText(parent.properties[name]!.description, { exact: true }).first(), name).toBeVisible()
}

async function save(page: Page) {
  await page.getByRole('button', { name: text.save, exact: true }).click()
}

test.describe("the studio's editor", () => {
  // Every section type, and every field of each, nested ones too, with its Danish name and help:
  // tests/unit/studioEditorFields.test.tsx, where Puck renders this editor's configuration in jsdom. Here
  // a browser shows that form in the editor's panel: for two sections on the page, the hero (lists and
  // an object, opened too) and the FAQ (a choice of a collection's items), and one added from the list
  // of types (a checklist, a list of plain texts).
  test("shows a section's type and each of its fields, nested ones too, by the Danish name and help its schema gives", async ({ page }) => {
    test.setTimeout(180_000)
    await openEditor(page, '/')
    for (const type of ['hero', 'faq', 'checklist'] as const) {
      const schema = schemaOf(type)
      // A section of the type: the page's own, or one added after the first section and removed again
      // once checked. The page is not saved.
      const added = (await block(page, type).count()) === 0
      if (added) {
        await block(page, 'hero').click()
        await page.getByRole('combobox', { name: text.addType }).selectOption(type)
        await page.getByRole('button', { name: text.addAfter }).click()
      }
      await block(page, type).click()
      await expect(page.getByText(`(${schema.title})`, { exact: false }).first(), type).toBeVisible()
      for (const name of Object.keys(schema.properties).filter((field) => field !== 'type')) {
        // The section's own field of that name (its id travels as sectionId), with its label and its help under it.
        const field = sectionField(page, name)
        await expect(field.getByText(fieldLabel(schema, name), { exact: true }).first(), `${type}.${name}`).toBeVisible()
        await expect(field.locator(':scope > p'), `${type}.${name}`).toHaveText(schema.properties[name]!.description)
      }
      if (added) {
        await page.getByRole('button', { name: text.remove }).click()
        await expect(block(page, type)).toHaveCount(0)
      }
    }
    // Inside the hero: a field of its logos (an object), and of a key figure once its list item is opened.
    await block(page, 'hero').click()
    const hero = schemaOf('hero')
    await expectNestedField(sectionField(page, 'logos'), hero.properties.logos!, 'title')
    await openFirstItem(sectionField(page, 'stats'))
    await expectNestedField(sectionField(page, 'stats'), hero.properties.stats!.items!, 'value')
  })

  // That a page file's order is the prerendered page's order is tests/unit/prerenderOrder.test.tsx's proof.
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

  test('duplicates a section with an id of its own, removes it, and undo brings it back', async ({ page }) => {
    test.setTimeout(180_000)
    await openEditor(page, '/')
    const faqs = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: typeLabel('faq'), exact: true }) })
    await block(page, 'faq').click()
    await page.getByRole('button', { name: text.duplicate }).click()
    await expect(page.getByRole('status').filter({ hasText: text.added('spoergsmaal-2', 10) })).toBeVisible()
    await expect(faqs).toHaveCount(2)
    await faqs
      .nth(1)
      .getByRole('button', { name: typeLabel('faq'), exact: true })
      .first()
      .click()
    await expect(page.getByRole('textbox', { name: requiredField('faq', 'id') })).toHaveValue('spoergsmaal-2')
    await page.getByRole('button', { name: text.remove }).click()
    await expect(page.getByRole('status').filter({ hasText: text.removed('spoergsmaal-2') })).toBeVisible()
    await expect(faqs).toHaveCount(1)
    await page.getByRole('button', { name: text.puck['header-undo'] }).click()
    await expect(faqs).toHaveCount(2)
  })

  test('moves a section by dragging it in the list of sections', async ({ page }) => {
    test.setTimeout(180_000)
    const original = fileText(HOME)
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
    writeFileSync(join(dev.root, HOME), original)
  })

  test('adds an FAQ section after the chosen one, from an existing FAQ set, and the page and the phone preview render it', async ({ page }) => {
    test.setTimeout(180_000)
    const original = fileText(HOME)
    await openEditor(page, '/')
    await block(page, 'hero').click()
    await page.getByRole('combobox', { name: text.addType }).selectOption('faq')
    await page.getByRole('button', { name: text.addAfter }).click()
    await expect(page.getByRole('status').filter({ hasText: text.added('spoergsmaal-2', 2) })).toBeVisible()
    await block(page, 'faq').click()
    await expect(page.getByRole('textbox', { name: requiredField('faq', 'id') })).toHaveValue('spoergsmaal-2')
    const questions = page.getByRole('combobox', { name: requiredField('faq', 'questions') })
    await questions.selectOption({ label: 'google-ads: Hvor hurtigt ser jeg resultater med Google Ads?' })
    await save(page)
    await expect(page.getByRole('status').filter({ hasText: text.saved(HOME) })).toBeVisible()
    const sections = (JSON.parse(fileText(HOME)) as { sections: Record<string, unknown>[] }).sections
    expect(sections[1]).toMatchObject({ id: 'spoergsmaal-2', type: 'faq', questions: 'google-ads' })
    expect(Object.keys(sections[1]!)).toEqual(['id', 'type', 'title', 'lead', 'questions'])
    const html = await (await page.request.get(`${dev.url}/`)).text()
    expect(html).toMatch(/<section[^>]*id="spoergsmaal-2"[^>]*data-section-type="faq"/)
    await expect(page.frameLocator('iframe').locator('#spoergsmaal-2')).toContainText('Google Ads')
    await page.getByRole('button', { name: text.puck['viewport-switch'].replace('{label}', text.phone) }).click()
    await expect.poll(() => page.locator('iframe').evaluate((frame) => (frame as HTMLIFrameElement).contentWindow!.innerWidth)).toBe(390)
    await expect(page.frameLocator('iframe').locator('#spoergsmaal-2')).toContainText('Google Ads')
    writeFileSync(join(dev.root, HOME), original)
  })

  test("shows the build's message at a required field left empty, and does not save", async ({ page }) => {
    test.setTimeout(180_000)
    const original = fileText(HOME)
    const edited = JSON.parse(original) as { sections: { type: string; title?: string }[] }
    edited.sections.find((section) => section.type === 'faq')!.title = ''
    const [message] = errorsWith({ [HOME]: edited }).filter((line) => line.includes('field "title"'))
    expect(message).toBeDefined()
    await openEditor(page, '/')
    await block(page, 'faq').click()
    const title = page.getByRole('textbox', { name: requiredField('faq', 'title') })
    await title.fill('')
    const field = page.locator('div').filter({ has: title }).filter({ hasText: message! })
    await expect(field.last()).toBeVisible()
    await save(page)
    await expect(page.getByRole('status').filter({ hasText: text.invalid(1) })).toBeVisible()
    expect(fileText(HOME)).toBe(original)
  })

  test('opens a page whose file names an unknown FAQ set with that error at its field', async ({ page }) => {
    test.setTimeout(180_000)
    const original = fileText(HOME)
    writeFileSync(join(dev.root, HOME), original.replace('"questions": "forside"', '"questions": "forsid"'))
    try {
      const edited = JSON.parse(fileText(HOME)) as object
      const [message] = errorsWith({ [HOME]: edited })
      expect(message).toContain('did you mean "forside"?')
      await openEditor(page, '/')
      await block(page, 'faq').click()
      const questions = page.getByRole('combobox', { name: requiredField('faq', 'questions') })
      await expect(page.locator('div').filter({ has: questions }).filter({ hasText: message! }).last()).toBeVisible()
    } finally {
      writeFileSync(join(dev.root, HOME), original)
    }
  })

  test('passes axe at 1,280 px, shows every section type by its whole name, and asks nothing of other sites', async ({ page, problems }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openEditor(page, '/')
    // The editor starts at the top of the window: no room is kept for the site's header, which it does not show.
    expect((await page.getByRole('heading', { level: 1 }).boundingBox())?.y).toBeLessThan(24)
    // The list of types shows each whole name, the longest too, on as many lines as it needs.
    await page.getByRole('navigation').getByText(text.puck['plugin-blocks'], { exact: true }).click()
    const longest = page.getByText(typeLabel('blogList'), { exact: true }).filter({ visible: true }).first()
    await expect(longest).toBeVisible()
    expect(await longest.evaluate((item) => item.scrollWidth <= item.clientWidth && getComputedStyle(item).textOverflow !== 'ellipsis')).toBe(true)
    await block(page, 'faq').click()
    await expectNoAxeViolations(page, { frames: true })
    expect(problems.offsiteRequests).toEqual([])
  })
})
