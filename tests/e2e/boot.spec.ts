import { expect, test } from './fixtures.ts'

test.describe('head/boot.ts', () => {
  test('a module that fails to load is reported, and the page still starts from its entry', async ({ page }) => {
    // A module listed for the boot script that can no longer be fetched (gone after a deploy, blocked, offline).
    const gone = '/assets/chunks/gone-after-deploy.js'
    await page.route('**/kontakt', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      expect(html).toContain('data-modules="')
      await route.fulfill({ response, body: html.replace('data-modules="', `data-modules="${gone} `) })
    })
    await page.route(`**${gone}`, (route) => route.abort())
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })

    await page.goto('/kontakt')
    // The first interaction starts the page (an interactive section near the first screen would too).
    await page.keyboard.press('Shift')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(warnings.filter((text) => text.includes(`boot: ${gone}`))).toHaveLength(1)
    // Hydrated for real: a client-side navigation works.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
  })

  test('the page hydrates with React, the runtime the server renders with', async ({ page }) => {
    await page.goto('/kontakt')
    await page.keyboard.press('Shift')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // React marks the container it hydrated and the elements it owns (`__reactContainer$…`, `__reactFiber$…`).
    const marks = await page.evaluate(() => ({
      root: Object.keys(document.getElementById('root')!).filter((key) => key.startsWith('__reactContainer$')).length,
      form: Object.keys(document.querySelector('form')!).filter((key) => key.startsWith('__reactFiber$')).length,
    }))
    expect(marks).toEqual({ root: 1, form: 1 })
  })
})
