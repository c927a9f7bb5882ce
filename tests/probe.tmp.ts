import { chromium } from '@playwright/test'
import { chromiumLaunch } from '/work/main/tests/chromium.ts'
const b = await chromium.launch({ ...chromiumLaunch })
const ctx = await b.newContext({ viewport: { width: 1280, height: 844 } })
const page = await ctx.newPage()
page.on('pageerror', (e) => console.log('pageerror', e.stack?.slice(0, 1500)))
await page.goto('http://127.0.0.1:3999/servicevilkaar')
await page.keyboard.press('Shift')
await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
await page.waitForLoadState('networkidle')
await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click()
await page.waitForTimeout(1500)
console.log(await page.locator('h1').textContent())
await b.close()
