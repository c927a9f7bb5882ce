import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { expect, holdScripts, islandReady, sectionHydrated, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
/** The path of the chunk of a section type's own code. */
const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`
let entryPath = ''
let sharedChunk = ''

// islands/boot/boot.ts starts each island (islands/) on its own and hands it what the visitor did before
// it hydrated; islands/islandEntry.tsx hydrates it as a React root of its own.
test.describe('islands/boot/boot.ts and the islands it starts', () => {
  test('an island whose code fails to load is reported and keeps its HTML, and the other islands still start', async ({ page }) => {
    // The contact form's own code can no longer be fetched (gone after a deploy, blocked, offline).
    await page.route(`**${chunkOf('contactForm')}`, (route) => route.abort())
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await page.goto('/kontakt')
    const form = page.locator('#skriv')
    await form.getByLabel('Navn').focus()
    await expect.poll(() => warnings.filter((text) => text.includes('the island "skriv" stays as prerendered'))).toHaveLength(1)
    await expect(form).not.toHaveAttribute(ISLAND.ready)
    await expect(form).toHaveAttribute(ISLAND.failed, '')
    await expect(form.getByRole('heading', { name: 'Skriv til os' })).toBeVisible()
    await expect(form.getByLabel('Navn')).toBeVisible()
    await expect(form.getByText('Formularen kunne ikke gøres klar')).toBeVisible()
    // The header starts at a press in it.
    await page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('button', { name: 'Services' }).click()
    await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
  })

  test('an island hydrates with React, the runtime the server renders with', async ({ page }) => {
    await page.goto('/kontakt')
    await page.locator('#skriv').getByLabel('Navn').focus()
    await islandReady(page, 'skriv')
    // React marks the container it hydrated and the elements it owns (`__reactContainer$…`, `__reactFiber$…`).
    const marks = await page.evaluate(() => ({
      root: Object.keys(document.getElementById('skriv')!).filter((key) => key.startsWith('__reactContainer$')).length,
      form: Object.keys(document.querySelector('#skriv form')!).filter((key) => key.startsWith('__reactFiber$')).length,
    }))
    expect(marks).toEqual({ root: 1, form: 1 })
  })

  test('a press made while an island hydrates is carried out once it has', async ({ page }) => {
    const release = await holdScripts(page, { path: chunkOf('caseCarousel') })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const cases = page.locator('#cases')
    await cases.scrollIntoViewIfNeeded()
    const filter = cases.locator('button[aria-pressed]').nth(1)
    await expect(filter).toHaveAttribute('aria-pressed', 'false')
    // The prerendered button shows, and takes the press, before its code is here.
    await filter.click()
    await expect(cases).not.toHaveAttribute(ISLAND.ready)
    release()
    await sectionHydrated(page, 'cases')
    await expect(filter).toHaveAttribute('aria-pressed', 'true')
  })

  test('what is typed into an island before it hydrates is kept, and reaches its code', async ({ page }) => {
    const release = await holdScripts(page, { path: chunkOf('contactForm') })
    await page.goto('/kontakt', { waitUntil: 'domcontentloaded' })
    const form = page.locator('#skriv')
    await form.getByLabel('Navn').pressSequentially('Mette Hansen')
    await expect(form).not.toHaveAttribute(ISLAND.ready)
    release()
    await islandReady(page, 'skriv')
    await expect(form.getByLabel('Navn')).toHaveValue('Mette Hansen')
    // Another field's input renders the form again: a name the form's state never got would be emptied now.
    await form.getByLabel('E-mail').pressSequentially('mette@example.dk')
    await expect(form.getByLabel('Navn')).toHaveValue('Mette Hansen')
    await expect(form.getByLabel('E-mail')).toHaveValue('mette@example.dk')
  })

  for (const [what, file] of [
    ["the islands' code", () => entryPath],
    ["a chunk the islands' code imports (React)", () => sharedChunk],
  ] as const)
    test(`one lost request for ${what} is fetched again, and the form still starts and sends`, async ({ page }) => {
      await page.goto('/kontakt')
      entryPath = (await page.locator('script[data-entry]').getAttribute('data-entry'))!
      const entryFiles = ((await page.locator('script[data-entry]').getAttribute('data-entry-files')) ?? '').split(' ')
      sharedChunk = entryFiles.find((path) => path !== entryPath)!
      const target = file()
      // The first fetch the boot script makes of it fails (as a dropped connection would); a fetch ahead is left alone.
      let fetches = 0
      await page.route(`**${target}`, (route) => (route.request().resourceType() === 'fetch' && fetches++ === 0 ? route.abort() : route.fallback()))
      const requests: string[] = []
      page.on('request', (request) => requests.push(new URL(request.url()).pathname))
      await page.reload()
      const form = page.locator('#skriv')
      await form.getByRole('button', { name: 'Send besked' }).click()
      await islandReady(page, 'skriv')
      expect(fetches, 'fetched once more after the failure').toBe(2)
      // The press that started it is carried out: the empty form says what is missing.
      await expect(form.getByRole('alert')).toContainText('Email is required')
      // Every file by its one address: no second copy of a module shared with other islands.
      expect(requests.filter((path) => path.includes('?'))).toEqual([])
    })

  test('a click alone (as a screen reader in browse mode sends it) starts an island and is carried out', async ({ page }) => {
    await page.goto('/kontakt')
    const form = page.locator('#skriv')
    // No pointer or key event before it: only the click, dispatched on the button.
    await form.getByRole('button', { name: 'Send besked' }).dispatchEvent('click')
    await islandReady(page, 'skriv')
    await expect(form.getByRole('alert')).toContainText('Email is required')
  })
})
