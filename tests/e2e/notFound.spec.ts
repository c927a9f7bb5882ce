import { expect, expectNoAxeViolations, test } from './fixtures.ts'

test('an unknown path shows the not-found page with HTTP 404, logs the path once its island starts, and its link leads home', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/findes-ikke/her')
  expect(response?.status()).toBe(404)
  // The page's content is an island near the first screen: it starts by itself and logs the unknown path.
  await expect.poll(() => logged.some((line) => line.includes('/findes-ikke/her'))).toBe(true)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Flere kunder/)
})
