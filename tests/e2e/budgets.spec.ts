import { BYTE_BUDGETS } from '../../bench/budgets.ts'
import { pageBytes } from '../../bench/pageBytes.ts'
import { expect, test } from './fixtures.ts'
import { routes } from './routes.ts'

// Deterministic: sizes of the built files, not timings.
for (const { route } of routes) {
  test(`${route} stays within its byte budgets (gzip)`, () => {
    const bytes = pageBytes('dist/client', route)
    expect(bytes.js, 'initial JavaScript').toBeLessThanOrEqual(BYTE_BUDGETS.js)
    expect(bytes.css, 'CSS').toBeLessThanOrEqual(BYTE_BUDGETS.css)
    expect(bytes.html, 'HTML').toBeLessThanOrEqual(BYTE_BUDGETS.html)
    expect(bytes.js, 'a page always loads some JavaScript (hydration)').toBeGreaterThan(10_000)
  })
}

test('the browser downloads no JavaScript beyond what the budget counts', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const html = await (await page.request.get('/')).text()
  for (const path of scripts) expect(html, `${path} is loaded but not listed in the HTML`).toContain(path)
})
