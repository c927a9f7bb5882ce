import { chromium } from '@playwright/test'
const [,, route, width, out] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const p = await b.newPage({ viewport: { width: +width, height: 900 } })
p.on('console', m => { if (m.type()==='error') console.log('console error:', m.text()) })
await p.goto('http://localhost:4316' + route, { waitUntil: 'networkidle' })
await p.addStyleTag({ content: 'section[data-section-type]{content-visibility:visible!important}' })
await p.waitForTimeout(300)
console.log('scrollWidth', await p.evaluate(() => document.documentElement.scrollWidth))
await p.screenshot({ path: out, fullPage: true })
await b.close()
