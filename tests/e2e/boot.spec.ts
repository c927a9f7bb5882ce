import { expect, test } from './fixtures.ts'

test.describe('head/boot.js', () => {
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
    // The first interaction starts the page (an island near the first screen hydrates alone before that).
    await page.keyboard.press('Shift')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    expect(warnings.filter((text) => text.includes(`boot: ${gone}`))).toHaveLength(1)
    // Hydrated for real: a client-side navigation works.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
  })
})
