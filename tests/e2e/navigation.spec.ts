import { announcedExpanded, expect, holdScripts, openHydrated, test } from './fixtures.ts'
import { routes } from './routes.ts'
import { bodyOf, firstIn, linksIn, tagWith } from '../builtPage.ts'

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
        // The page's inlined CSS and the stylesheets Vike keeps for client-side navigation alike.
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
      await expect.poll(() => announcedExpanded(toggle)).toBe(false)
      // The next page's stylesheets may still be on their way through the rewrite: let them go.
      await page.unrouteAll({ behavior: 'ignoreErrors' })
    })
  }

  test('a client-side navigation renders every section of the next page; back starts at the top, and a link to a #section lands on it', async ({
    page,
    problems,
  }) => {
    await openHydrated(page, '/privatlivspolitik')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lad os tage en snak om din forretning')
    // /kontakt has five sections: the intro with the heading, then the calendar, details, form and map.
    await expect(page.locator('main section[data-section-type]')).toHaveCount(5)
    for (const section of await page.locator('main section[data-section-type]').all()) await expect(section.locator('> *').first()).toBeVisible()
    await expect(page.getByRole('textbox', { name: /Navn/ })).toBeVisible()

    // Back: the page still starts at the top (not where the footer link was, near the bottom).
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    // A link to a section of another page: the scroll lands on it.
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/kontakt#skriv'
      link.textContent = 'Skriv til os'
      document.querySelector('main')!.prepend(link)
    })
    await page.getByRole('link', { name: 'Skriv til os' }).click()
    await expect(page.locator('#skriv')).toBeInViewport()
    expect(problems.consoleErrors).toEqual([])
  })

  test('a route change scrolls to the top, updates the head and keeps scroll restoration manual', async ({ page, problems }) => {
    await openHydrated(page, '/servicevilkaar')
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click()
    await expect(page).toHaveURL(/\/privatlivspolitik$/)
    await expect(page).toHaveTitle(/^Privatlivspolitik/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    // The whole head follows the page, not only its title: canonical, og:url and robots too.
    const privacy = routes.find(({ route }) => route === '/privatlivspolitik')!
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', privacy.canonical)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', privacy.canonical)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', privacy.description)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(privacy.noindex ? 1 : 0)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
    await page.evaluate(() => window.scrollTo(0, 2_000))
    // Real time here, not page.clock: the scroll events that Vike's restore and the site's guard against
    // it (renderer/clientNavigation.ts) answer come with the browser's frames, which a jump of the fake
    // clock outruns (the guard's one-second timer then ends before the restored position's scroll event).
    await page.waitForTimeout(300)
    await page.goBack()
    await expect(page).toHaveURL(/\/servicevilkaar$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicevilkår')
    // Vike would restore the old position a moment later; give it the chance to, then check.
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goForward()
    await expect(page).toHaveURL(/\/privatlivspolitik$/)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    expect(problems.consoleErrors).toEqual([])
  })
})

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the menu button opens and closes the mobile menu, which closes when a link is chosen', async ({ page }) => {
    await openHydrated(page, '/')
    await expect(page.getByRole('navigation', { name: 'Hovednavigation' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Åbn menu' })
    await expect.poll(() => announcedExpanded(toggle)).toBe(false)
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobilnavigation' })
    await expect(menu).toBeVisible()
    await expect.poll(() => announcedExpanded(page.getByRole('button', { name: 'Luk menu' }))).toBe(true)
    await expect(menu.getByRole('link', { name: 'Dialog og kaffe?' })).toHaveAttribute('href', '/kontakt')
    await page.getByRole('button', { name: 'Luk menu' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Åbn menu' }).click()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Åbn menu' })).toBeFocused()
    await expect.poll(() => announcedExpanded(page.getByRole('button', { name: 'Åbn menu' }))).toBe(false)
    await page.getByRole('button', { name: 'Åbn menu' }).click()
    await menu.getByRole('link', { name: 'Google Ads' }).click()
    await expect(page).toHaveURL(/\/services\/google-ads$/)
    await expect(menu).toBeHidden()
  })

  test('the mobile menu closes on a client-side route change (back button)', async ({ page, problems }) => {
    await openHydrated(page, '/privatlivspolitik')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Servicevilkår' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicevilkår')
    await page.getByRole('button', { name: 'Åbn menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobilnavigation' })
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    await expect(menu).toBeHidden()
    await expect.poll(() => announcedExpanded(page.getByRole('button', { name: 'Åbn menu' }))).toBe(false)
    expect(problems.consoleErrors).toEqual([])
  })

  test('a menu opened before hydration stays open, and its button says so once hydrated', async ({ page, problems }) => {
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Åbn menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobilnavigation' })
    await expect(menu).toBeVisible()
    // The browser announces the state from the popover itself, before any script has run.
    expect(await announcedExpanded(page.getByRole('button', { name: 'Åbn menu' }))).toBe(true)
    release()
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const toggle = page.getByRole('button', { name: 'Luk menu' })
    await expect.poll(() => announcedExpanded(toggle)).toBe(true)
    await expect(menu).toBeVisible()
    await toggle.click()
    await expect(menu).toBeHidden()
    await expect.poll(() => announcedExpanded(page.getByRole('button', { name: 'Åbn menu' }))).toBe(false)
    expect(problems.consoleErrors).toEqual([])
  })
})
