import type { HtmlElement } from '../../build/htmlSource.ts'
import { attribute, bodyOf, builtPage, elementsIn, firstIn, linksIn, metaContent, rawText, structuredData, tagWith, textOf } from '../builtPage.ts'
import { TOAST_MS } from '../../sections/ArticleHeader/toast.ts'
import { axeViolations, expect, holdScripts, islandReady, sectionHydrated, openHydrated, test } from './fixtures.ts'

const featured = (page: import('@playwright/test').Page) => page.locator('article').filter({ hasText: 'Udvalgt artikel' }).getByRole('heading', { level: 2 })

test.describe('/blog', () => {
  test('search, category, URL state across reload and back, empty state and clearing', async ({ page, problems }) => {
    await openHydrated(page, '/blog')
    const search = page.getByRole('searchbox', { name: 'Søg i artiklerne' })
    const category = page.getByRole('combobox', { name: 'Kategori' })
    await expect(search).toHaveAttribute('placeholder', 'Søg efter artikler...')
    await expect(category).toHaveValue('alle-kategorier')
    await expect(featured(page)).toHaveText('De bedste tracking-værktøjer til at skalere din webshop')
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5)

    // Typing filters live; the Google Ads article is the newest match.
    await search.pressSequentially('google')
    await expect(featured(page)).toHaveText('4 Google Ads-strategier, der virker i 2025')
    await expect(page.getByRole('heading', { level: 2, name: 'Seneste artikler' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Meta Ads vs. Google Ads: Hvilken platform skal du vælge?'])
    await expect(page.getByRole('status').filter({ hasText: 'Viser' })).toHaveText('Viser 2 artikler')
    await expect(page).toHaveURL(/\/blog\?q=google$/)

    // The filter survives a reload (the list, near the first screen, hydrates alone).
    await page.reload()
    await sectionHydrated(page, 'artikler')
    await expect(search).toHaveValue('google')
    await expect(featured(page)).toHaveText('4 Google Ads-strategier, der virker i 2025')

    // A category on top: both filters must pass.
    await category.selectOption({ label: 'Meta Ads' })
    await expect(page).toHaveURL(/\?q=google&kategori=meta-ads$/)
    await expect(featured(page)).toHaveText('Meta Ads vs. Google Ads: Hvilken platform skal du vælge?')
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0)

    // Back returns to the previous filter.
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?q=google$/)
    await expect(category).toHaveValue('alle-kategorier')
    await expect(featured(page)).toHaveText('4 Google Ads-strategier, der virker i 2025')
    await page.goForward()
    await expect(category).toHaveValue('meta-ads')

    // Nothing matches: the empty state, and "Ryd alle filtre" resets both.
    await search.fill('tiktok')
    await expect(page.getByRole('heading', { name: 'Ingen artikler fundet' })).toBeVisible()
    await expect(page.getByText('Ingen artikler matcher dine søgekriterier.')).toBeVisible()
    await page.getByRole('button', { name: 'Ryd alle filtre' }).click()
    await expect(search).toHaveValue('')
    await expect(category).toHaveValue('alle-kategorier')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5)

    // "Ryd filtre" beside the controls resets too.
    await category.selectOption({ label: 'Data & Analytics' })
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Sådan måler du ROI på tværs af alle dine marketingkanaler'])
    await page.getByRole('button', { name: 'Ryd filtre' }).click()
    await expect(category).toHaveValue('alle-kategorier')
    expect(problems.consoleErrors).toEqual([])
  })

  test('a filtered list comes back after reading an article', async ({ page }) => {
    await openHydrated(page, '/blog?q=google')
    await expect(featured(page)).toHaveText('4 Google Ads-strategier, der virker i 2025')
    await featured(page).getByRole('link').click()
    await expect(page).toHaveURL(/\/blog\/google-ads-strategier-2025$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('4 Google Ads-strategier, der virker i 2025')
    await page.goBack()
    await expect(page).toHaveURL(/\/blog\?q=google$/)
    await expect(featured(page)).toHaveText('4 Google Ads-strategier, der virker i 2025')
    await expect(page.getByRole('searchbox')).toHaveValue('google')

    // The header's Blog link leads to the unfiltered list.
    await page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('searchbox')).toHaveValue('')
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5)
  })

  test('a search typed before the script ran is applied when it hydrates', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/blog', { waitUntil: 'domcontentloaded' })
    await page.getByRole('searchbox').fill('google')
    release()
    await islandReady(page, 'artikler')
    await expect(featured(page)).toHaveText('4 Google Ads-strategier, der virker i 2025')
    await expect(page.getByRole('searchbox')).toHaveValue('google')
    await expect(page).toHaveURL(/\/blog\?q=google$/)
  })

  test('"Søg" before the script ran loads the page with the search in its address, which the list applies', async ({ page, problems }) => {
    const release = await holdScripts(page)
    await page.goto('/blog', { waitUntil: 'domcontentloaded' })
    await page.getByRole('searchbox').fill('tracking')
    await page.getByRole('search').getByRole('button', { name: 'Søg' }).click()
    await expect(page).toHaveURL(/\/blog\?q=tracking&kategori=alle-kategorier$/)
    release()
    await sectionHydrated(page, 'artikler')
    await expect(page.getByRole('searchbox')).toHaveValue('tracking')
    await expect(featured(page)).toHaveText(/tracking/i)
    await expect(page.getByRole('status').filter({ hasText: /^Viser \d+ artik/ })).not.toHaveText('Viser 6 artikler')
    expect(problems.consoleErrors).toEqual([])
  })

  test('"Søg" once the list filters as you type takes you to the first match', async ({ page }) => {
    await openHydrated(page, '/blog')
    await page.getByRole('searchbox').fill('google')
    await page.getByRole('searchbox').press('Enter')
    await expect(page.getByRole('link', { name: '4 Google Ads-strategier, der virker i 2025' }).first()).toBeFocused()
    await expect(page).toHaveURL(/\/blog\?q=google$/)
  })

  test('without JavaScript every article is listed and no dead controls show', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/blog?q=google')
    await expect(page.locator('a[href^="/blog/"]').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5)
    await expect(page.getByRole('searchbox')).toBeHidden()
    // Playwright's text queries skip <noscript>; the browser shows it when scripts are off.
    await expect(page.locator('main noscript p')).toBeVisible()
    await expect(page.locator('main noscript p')).toContainText('Søgning og filtrering kræver JavaScript')
    await context.close()
  })
})

const table = [
  { slug: 'tiktok-revolutionerer', category: 'TikTok Marketing', readTime: '6 min', date: '15. august 2025', cta: 'Kom i gang med TikTok Ads' },
  {
    slug: 'email-marketing-automation',
    category: 'email marketing guide',
    readTime: '10 min',
    date: '8. august 2025',
    cta: 'Book en snak om dine e-mailflows',
  },
  { slug: 'meta-vs-google', category: 'Meta Ads', readTime: '8 min', date: '12. august 2025', cta: 'Få gratis analyse' },
  { slug: 'roi-tracking', category: 'Data & Analytics', readTime: '12 min', date: '2. august 2025', cta: 'Få hjælp til tracking' },
  { slug: 'google-ads-strategier-2025', category: 'Google Ads', readTime: '5 min', date: '23. august 2025', cta: 'Få hjælp til Google Ads' },
  { slug: 'tracking-tools', category: 'Data & Analytics', readTime: '10 min', date: '29. august 2025', cta: 'Få hjælp til tracking setup' },
]

test.describe('articles', () => {
  test('each built article states its table facts, the agency as author, a body and its call to action, one h1, its BlogPosting data and keywords', () => {
    for (const row of table) {
      const route = `/blog/${row.slug}`
      const page = builtPage(route)
      const body = bodyOf(route)
      const header = firstIn(body, 'article header', tagWith('section', { 'data-section-type': 'articleHeader' }))
      const spans = elementsIn(header, (element) => element.tagName === 'span' || element.tagName === 'time').map((element) => textOf(element))
      expect(linksIn(header).find((link) => link.text.endsWith('Tilbage til blog'))?.href, route).toBe('/blog')
      expect(spans, route).toContain(row.category)
      expect(spans, route).toContain(`Læsetid: ${row.readTime}`)
      expect(textOf(firstIn(header, 'time', tagWith('time'))), route).toBe(row.date)
      expect(spans, route).toContain('Skrevet af Klikværk')
      expect(elementsIn(body, tagWith('h1')), route).toHaveLength(1)
      const articleBody = firstIn(body, 'article body', tagWith('section', { 'data-section-type': 'articleBody' }))
      expect(elementsIn(articleBody, tagWith('h2')).length, route).toBeGreaterThan(0)
      expect(
        linksIn(body)
          .filter((link) => link.text === row.cta)
          .map((link) => link.href),
        route,
      ).toEqual(['/kontakt'])
      expect(
        structuredData(page).filter((item) => item['@type'] === 'BlogPosting'),
        route,
      ).toHaveLength(1)
      expect(metaContent(page, 'keywords'), route).toMatch(/\S/)
    }
  })

  test('the built Google Ads article has its own search and sharing values', () => {
    const page = builtPage('/blog/google-ads-strategier-2025')
    expect(rawText(page.elements.find((element) => element.tagName === 'title')!)).toBe('Google Ads-strategier 2025: 4 der virker | Klikværk')
    expect(metaContent(page, 'og:title')).toBe('4 Google Ads-strategier, der virker i 2025')
    expect(metaContent(page, 'og:image')).toMatch(/\/og\/google-ads-strategier-2025\.webp$/)
    expect(metaContent(page, 'og:url')).toMatch(/\/blog\/google-ads-strategier-2025$/)
    expect(metaContent(page, 'keywords')).toMatch(/Performance Max/)
  })

  test(`"Kopier URL til artikel" copies the address and shows the toast for ${TOAST_MS} ms`, async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await openHydrated(page, '/blog/meta-vs-google')
    // From here on the page's time moves only when the test says so.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await page.getByRole('button', { name: 'Kopier URL til artikel' }).click()
    const toast = page.getByRole('status').filter({ hasText: 'URL kopieret til udklipsholder!' })
    await expect(toast).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    await page.clock.runFor(TOAST_MS - 1)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1)
    await expect(toast).toHaveCount(0)
    expect(problems.consoleErrors).toEqual([])
  })

  test('"Kopier URL til artikel" pressed on a phone before any code has run copies once the page has started', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width: 390, height: 844 })
    // With its photo held, the article (an island) does not start alone: the press starts the page,
    // which hydrates the article with it.
    await page.route('**/media/blog/meta-vs-google.webp', () => {})
    const release = await holdScripts(page)
    await page.goto('/blog/meta-vs-google', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Kopier URL til artikel' }).click()
    await expect(page.getByText('URL kopieret til udklipsholder!')).toHaveCount(0)

    release()
    await expect(page.getByRole('status').filter({ hasText: 'URL kopieret til udklipsholder!' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  })

  test('a refused clipboard gives a visible, announced message', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        configurable: true,
      })
    })
    await openHydrated(page, '/blog/meta-vs-google')
    await page.getByRole('button', { name: 'Kopier URL til artikel' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('Kunne ikke kopiere')
    await expect(page.getByText('URL kopieret til udklipsholder!')).toHaveCount(0)
  })
})

// One test per width: six axe runs in one test would time out on a busy machine. Only the page's content
// is scanned: routes.spec.ts scans each route whole, the header, footer and banner with it.
for (const width of [390, 1280]) {
  test(`the filtered list, its empty state and the copy messages pass axe at ${width} px`, async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
        configurable: true,
      })
    })
    const violations: string[] = []
    const audit = async (label: string) => {
      violations.push(...(await axeViolations(page, { label, include: 'main' })))
    }
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/blog?q=google')
    await expect(page.getByRole('button', { name: 'Ryd filtre' })).toBeVisible()
    await audit('filtered')
    await page.getByRole('searchbox').fill('ingen-artikel-hedder-sådan')
    await expect(page.getByRole('heading', { name: 'Ingen artikler fundet' })).toBeVisible()
    await audit('empty')
    await openHydrated(page, '/blog/roi-tracking')
    await page.getByRole('button', { name: 'Kopier URL til artikel' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    await audit('copy refused')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(violations).toEqual([])
  })
}

test('/blog links its RSS feed from the head, and the feed lists the six articles', async ({ request }) => {
  const link = builtPage('/blog').head!.childNodes.find(
    (node) => 'tagName' in node && node.tagName === 'link' && attribute(node, 'rel') === 'alternate' && attribute(node, 'type') === 'application/rss+xml',
  ) as HtmlElement | undefined
  expect(link && attribute(link, 'href')).toBe('/blog/rss.xml')
  const feed = await request.get('/blog/rss.xml')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toMatch(/xml/)
  expect((await feed.text()).match(/<item>/g)).toHaveLength(6)
})
