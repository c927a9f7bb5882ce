import { expect, expectNoAxeViolations, test } from './fixtures.ts'

// The page is HTML only (no island): the unknown path is no longer logged to the browser's console.
test('an unknown path shows the not-found page with HTTP 404, and its link leads home', async ({ page }) => {
  const response = await page.goto('/findes-ikke/her')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Flere kunder/)
})
