import { expect, expectNoAxeViolations, openHydrated, test } from './fixtures.ts'

test('an unknown path shows the not-found page with HTTP 404 and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await openHydrated(page, '/findes-ikke/her')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect.poll(() => logged.some((line) => line.includes('/findes-ikke/her'))).toBe(true)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Flere kunder/)
})
