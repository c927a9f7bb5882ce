import { chromium } from 'playwright'
const base = 'http://localhost:4314'
const [,, path, width, out, full] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
const logs = []
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`))
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`))
await page.goto(base + path, { waitUntil: 'networkidle' })
if (path === '/') await page.locator('#team').scrollIntoViewIfNeeded()
await page.waitForTimeout(500)
if (path === '/') await page.locator('#team').screenshot({ path: out })
else await page.screenshot({ path: out, fullPage: full === 'full' })
console.log(logs.join('\n'))
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth))
await browser.close()
