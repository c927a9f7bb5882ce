import type { Page } from '@playwright/test'
import { announcedExpanded, expect, holdScripts, openHydrated, test } from './fixtures.ts'
import { routes } from './routes.ts'
import { bodyOf, firstIn, linksIn, tagWith } from '../builtPage.ts'
import { SPECULATION_RULES } from '../../head/speculationRules.ts'

const contact = routes.find(({ route }) => route === '/kontakt')!

/** The document the page shows: the path it was loaded at and how (a link's 'navigate', Back's or Forward's 'back_forward'). */
function shownDocument(page: Page) {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    return { path: new URL(entry!.name).pathname, type: entry!.type }
  })
}

/**
 * The page's scroll position once it has loaded and painted twice more: a browser that restores a
 * position does so by then (at the load at the latest), so a later check would find nothing new.
 */
function scrollAfterLoad(page: Page) {
  return page.evaluate(async () => {
    if (document.readyState !== 'complete') await new Promise((resolve) => addEventListener('load', resolve, { once: true }))
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    return window.scrollY
  })
}

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('as built: the main links, the logo and the call to action lead where they say', () => {
    const body = bodyOf('/privatlivspolitik')
    const nav = linksIn(firstIn(body, 'main navigation', tagWith('nav', { 'aria-label': 'Hovednavigation' })))
    for (const [name, href] of [
      ['Cases', '/cases'],
      ['Om os', '/om-os'],
      ['Team', '/team'],
      ['Blog', '/blog'],
    ] as const) {
      expect(nav.filter((link) => link.text === name).map((link) => link.href)).toEqual([href])
    }
    const banner = linksIn(firstIn(body, 'banner', tagWith('header')))
    // The call to action is in the bar and in the phone's menu, both to /kontakt.
    expect([...new Set(banner.filter((link) => link.text === 'Dialog og kaffe?').map((link) => link.href))]).toEqual(['/kontakt'])
    expect(banner.filter((link) => /Klikværk/.test(link.text)).map((link) => link.href)).toEqual(['/'])
  })

  test('keyboard only: skip link, dropdown with Enter, Tab through items; the services dropdown opens, and closes on outside click and on Escape', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const toggle = page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('button', { name: 'Services' })
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replaceAll(':', '\\:'))
    await expect(list).toBeHidden()
    // Announced as collapsed and expanded by the browser from the popover: HTML forbids aria-expanded beside popovertarget.
    await expect(toggle).not.toHaveAttribute('aria-expanded')
    expect(await announcedExpanded(toggle)).toBe(false)

    // By keyboard, from the top of the page.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Gå til indholdet' })).toBeFocused()
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => announcedExpanded(toggle)).toBe(true)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Alle services' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toBeFocused()
    await expect.poll(() => announcedExpanded(toggle)).toBe(false)

    // By mouse.
    await toggle.click()
    await expect.poll(() => announcedExpanded(toggle)).toBe(true)
    await expect(list.getByRole('link')).toHaveCount(10)
    await page.mouse.click(20, 400)
    await expect(list).toBeHidden()
    await expect.poll(() => announcedExpanded(toggle)).toBe(false)
    await toggle.click()
    await expect(list).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  // The dropdown is placed with CSS anchor positioning (under its button); browsers without it get the
  // `@supports not (anchor-name: …)` rules in SiteHeader.module.css: under the bar, at the right edge of
  // the content. Chromium cannot switch the feature off, so the page is served as such a browser reads
  // it: every anchor property and function renamed to one it does not know, dropped like any unknown CSS.
  for (const anchorPositioning of [true, false]) {
    test(`the services dropdown is placed fully visible ${anchorPositioning ? 'under its button' : 'without anchor positioning'}; choosing a service closes it and navigates`, async ({
      page,
    }) => {
      if (!anchorPositioning) {
        // The page's inlined CSS and its whole stylesheets (added once an island starts) alike.
        await page.route(
          (url) => url.hostname === 'localhost' && (url.pathname === '/' || url.pathname.endsWith('.css')),
          async (route) => {
            const response = await route.fetch()
            const body = (await response.text()).replace(/\b(anchor-name|position-anchor|anchor\()/g, 'x-$1')
            const contentType = route.request().url().endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8'
            await route.fulfill({ status: response.status(), contentType, body })
          },
        )
      }
      await openHydrated(page, '/')
      const toggle = page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('button', { name: 'Services' })
      await toggle.click()
      const list = page.locator('[popover]:popover-open')
      await expect(list.getByRole('link')).toHaveCount(10)
      const button = (await toggle.boundingBox())!
      const box = (await list.boundingBox())!
      const header = (await page.getByRole('banner').boundingBox())!
      const cta = (await page.getByRole('banner').getByRole('link', { name: 'Dialog og kaffe?' }).boundingBox())!
      const viewport = page.viewportSize()!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
      expect(box.y).toBeGreaterThan(header.y + header.height / 2)
      if (anchorPositioning) {
        // Left-aligned, 0.5rem under the button.
        expect(Math.abs(box.x - button.x)).toBeLessThan(1)
        expect(Math.abs(box.y - (button.y + button.height + 8))).toBeLessThan(1)
      } else {
        // Under the bar, its right edge at the content's (where the call to action ends).
        expect(Math.abs(box.x - button.x)).toBeGreaterThan(20)
        expect(Math.abs(box.y - (header.y + header.height - 4))).toBeLessThan(2)
        expect(Math.abs(box.x + box.width - (cta.x + cta.width))).toBeLessThan(2)
      }
      await list.getByRole('link', { name: 'Google Ads', exact: true }).click()
      await expect(page).toHaveURL(/\/services\/google-ads$/)
      // The next page is a page of its own, loaded with the dropdown closed.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('[popover]:popover-open')).toHaveCount(0)
      // The next page's stylesheets may still be on their way through the rewrite: let them go.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    })
  }

  test('a plain link loads the next page as a document of its own: its title and head, every section, at the top, with scroll restoration manual', async ({
    page,
    problems,
  }) => {
    await page.goto('/privatlivspolitik')
    // The footer's link: clicking it scrolls the page down to it first.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await expect(page).toHaveURL(/\/kontakt$/)
    await page.waitForLoadState()
    expect(await shownDocument(page)).toEqual({ path: '/kontakt', type: 'navigate' })
    await expect(page).toHaveTitle(contact.title)
    // The whole head is the page's own, not only its title: canonical, og:url, description and robots too.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', contact.canonical)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', contact.canonical)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', contact.description)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(contact.noindex ? 1 : 0)
    // /kontakt has five sections: the intro with the heading, then the calendar, details, form and map.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lad os tage en snak om din forretning')
    await expect(page.locator('main section[data-section-type]')).toHaveCount(5)
    for (const section of await page.locator('main section[data-section-type]').all()) await expect(section.locator('> *').first()).toBeVisible()
    expect(await scrollAfterLoad(page)).toBe(0)
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
    expect(problems.consoleErrors).toEqual([])
  })

  // Every page change starts at the top (the browser's own scroll restoration is off): also Back and
  // Forward, which here load the page again (Playwright's Chromium has no back/forward cache; pages it
  // restores are in backForwardCache.spec.ts). Each page was scrolled down when it was left, so a
  // browser that restored the position would show it there.
  test('Back and Forward load each page at the top, not where it was left', async ({ page, problems }) => {
    await page.goto('/servicevilkaar')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click()
    await expect(page).toHaveURL(/\/privatlivspolitik$/)
    await page.waitForLoadState()
    await page.evaluate(() => window.scrollTo(0, 2_000))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicevilkår')
    expect(await shownDocument(page)).toEqual({ path: '/servicevilkaar', type: 'back_forward' })
    expect(await scrollAfterLoad(page)).toBe(0)

    await page.goForward()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    expect(await shownDocument(page)).toEqual({ path: '/privatlivspolitik', type: 'back_forward' })
    expect(await scrollAfterLoad(page)).toBe(0)
    expect(problems.consoleErrors).toEqual([])
  })

  test('a link to a section of another page lands on that section', async ({ page }) => {
    await page.goto('/privatlivspolitik')
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/kontakt#skriv'
      link.textContent = 'Skriv til os'
      document.querySelector('main')!.prepend(link)
    })
    await page.getByRole('link', { name: 'Skriv til os' }).click()
    await expect(page).toHaveURL(/\/kontakt#skriv$/)
    await expect(page.locator('#skriv')).toBeInViewport()
  })

  test('the speculation rules stay in the page once its islands have started', async ({ page }) => {
    await openHydrated(page, '/kontakt')
    const rules = page.locator('script[type="speculationrules"]')
    await expect(rules).toHaveCount(1)
    expect(await rules.textContent()).toBe(SPECULATION_RULES)
  })
})

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the menu button opens and closes the mobile menu, which closes when a link is chosen', async ({ page }) => {
    await openHydrated(page, '/')
    await expect(page.getByRole('navigation', { name: 'Hovednavigation' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await expect.poll(() => announcedExpanded(toggle)).toBe(false)
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobilnavigation' })
    await expect(menu).toBeVisible()
    await expect.poll(() => announcedExpanded(page.getByRole('button', { name: 'Menu', exact: true }))).toBe(true)
    await expect(menu.getByRole('link', { name: 'Dialog og kaffe?' })).toHaveAttribute('href', '/kontakt')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
    await expect.poll(() => announcedExpanded(page.getByRole('button', { name: 'Menu', exact: true }))).toBe(false)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await menu.getByRole('link', { name: 'Google Ads' }).click()
    await expect(page).toHaveURL(/\/services\/google-ads$/)
    await expect(menu).toBeHidden()
  })

  test('a menu opened before hydration stays open, and its button says so once hydrated', async ({ page, problems }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const menu = page.getByRole('navigation', { name: 'Mobilnavigation' })
    await expect(menu).toBeVisible()
    // The browser announces the state from the popover itself, before any script has run.
    expect(await announcedExpanded(page.getByRole('button', { name: 'Menu', exact: true }))).toBe(true)
    release()
    // The press on the button started the header's island.
    await expect(page.locator('[data-island-id="header"]')).toHaveAttribute('data-ready', '', { timeout: 15_000 })
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await expect.poll(() => announcedExpanded(toggle)).toBe(true)
    await expect(menu).toBeVisible()
    await toggle.click()
    await expect(menu).toBeHidden()
    await expect.poll(() => announcedExpanded(page.getByRole('button', { name: 'Menu', exact: true }))).toBe(false)
    expect(problems.consoleErrors).toEqual([])
  })
})
