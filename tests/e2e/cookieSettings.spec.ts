import AxeBuilder from '@axe-core/playwright'
import { expect, openHydrated, test } from './fixtures.ts'

test('"Administrer Cookie Præferencer" opens an accessible dialog and saves the choices for a year', async ({ page, problems, context }) => {
  await openHydrated(page, '/cookie-politik')
  await page.getByRole('button', { name: 'Administrer Cookie Præferencer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cookieindstillinger' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('opacity', '1') // let the opening transition finish before checking contrast
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')}`)).toEqual([])
  await dialog.getByRole('checkbox', { name: /Statistik/ }).check()
  await dialog.getByRole('button', { name: 'Gem mine valg' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('status')).toHaveText('Dine cookievalg er gemt.')
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_preferences')
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ preferences: false, statistics: true, marketing: false })
  const oneYear = Date.now() / 1000 + 365 * 24 * 3600
  expect(Math.abs(cookie!.expires - oneYear)).toBeLessThan(120)
  await page.reload()
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Administrer Cookie Præferencer' }).click()
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: /Statistik/ })).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(problems.consoleErrors).toEqual([])
  expect(problems.cspViolations).toEqual([])
})
