import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { ISLAND } from '../../site/islandAttributes.ts'
import { expect, sectionHydrated, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
/** The path of the built file of a module (a section type's, an island's), by its source path. */
const fileOf = (module: string) => `/${manifest[module]!.file}`
/** The path of the chunk of a section type's code. */
const chunkOf = (type: string) => fileOf(sectionModulePath(type))
const HEADER_MODULE = 'components/SiteHeader/SiteHeader.island.ts'

// What a page fetches before and after the visitor's first interaction (head/boot.ts): the page is its
// prerendered HTML, and the only scripts that run at once are inline (the head's consent script and the
// boot script). Each island (renderer/islands/) starts on its own: at the visitor's first press in it,
// or, for an island marked to start near, once the first screen is shown and it comes within 400 px of
// the viewport. Starting one fetches the islands' code with React and that island's own files.

/** Records the paths of this origin's scripts as the page requests them. */
function scriptLog(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.hostname === 'localhost') paths.push(url.pathname)
  })
  return paths
}

/** The islands' code as built: the module the boot script imports to start any island. */
const entryOf = async (page: Page) => (await page.locator('script[data-entry]').getAttribute('data-entry')) ?? ''
/** The ids of the islands that have hydrated. */
const readyIslands = (page: Page) => page.locator(`[${ISLAND.ready}]`).evaluateAll((islands, id) => islands.map((island) => island.getAttribute(id)), ISLAND.id)

test.describe('on a phone, a page whose first screen has no island near', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('fetches no script, not even at a tap outside its islands; a press in the header starts the header alone', async ({ page, problems }) => {
    const scripts = scriptLog(page)
    await page.goto('/privatlivspolitik')
    await page.waitForLoadState('networkidle')
    // A moment more, as a visitor reading would give it: still nothing.
    await page.waitForTimeout(500)
    // A Tab to the skip link and a tap on the text: no island is touched, so nothing starts.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Gå til indholdet' })).toBeFocused()
    await page.locator('main h1').tap()
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    expect(await readyIslands(page)).toEqual([])

    await page.getByRole('button', { name: 'Åbn menu' }).tap()
    await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
    await expect.poll(() => scripts).toContain(await entryOf(page))
    expect(scripts).toContain(fileOf(HEADER_MODULE))
    // Only the header: the consent layer and the footer's settings button wait for their own press.
    expect(await readyIslands(page)).toEqual(['header'])
    // The tap that started it was not lost: the menu is open.
    await expect(page.getByRole('button', { name: 'Luk menu' })).toBeVisible()
    expect(problems.consoleErrors).toEqual([])
  })

  test('scrolling alone starts an island only once it comes near, and each on its own', async ({ page }) => {
    const scripts = scriptLog(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    const team = page.locator('#team')
    await expect(team).toHaveAttribute(ISLAND.start, 'near')

    // Scrolling with the wheel is no interaction, but it brings the islands further down near, one by one:
    // it stops once the first has asked for its code.
    for (let step = 0; step < 12 && scripts.length === 0; step++) await page.mouse.wheel(0, 400)
    await expect.poll(() => readyIslands(page)).toContain('cases')
    expect(await readyIslands(page)).not.toContain('team')
    expect(scripts).not.toContain(chunkOf('teamCards'))

    await team.scrollIntoViewIfNeeded()
    await sectionHydrated(page, 'team')
    await expect.poll(() => scripts).toContain(chunkOf('teamCards'))
    expect(await readyIslands(page)).not.toContain('header')
  })
})

test.describe('on a phone, /kontakt', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('starts the booking calendar near its first screen without an interaction, a far island only when scrolled near, a press in the header only the header, and never fetches page data', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/kontakt')
    await sectionHydrated(page, 'book')
    expect(requests).toContain(chunkOf('bookingCalendar'))
    // The contact form lies further down than the distance an island starts at.
    const formTop = await page.locator('#skriv').evaluate((form) => form.getBoundingClientRect().top)
    expect(formTop).toBeGreaterThan(844 + 400)

    await page.getByRole('button', { name: 'Åbn menu' }).tap()
    await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
    await expect.poll(() => requests).toContain(fileOf(HEADER_MODULE))
    await page.keyboard.press('Escape')
    expect(requests).not.toContain(chunkOf('contactForm'))
    await expect(page.locator('#skriv')).not.toHaveAttribute(ISLAND.ready)

    await page.locator('#skriv').scrollIntoViewIfNeeded()
    await sectionHydrated(page, 'skriv')
    expect(requests).toContain(chunkOf('contactForm'))
    // A static section's code never reaches the browser, nor does any page data.
    expect(requests).not.toContain(chunkOf('contactIntro'))
    expect(requests.filter((path) => path.endsWith('.pageContext.json'))).toEqual([])
  })
})

test.describe('a page with an island on its first screen', () => {
  test('starts it without an interaction, and it answers', async ({ page, problems }) => {
    const scripts = scriptLog(page)
    await page.goto('/blog')
    await sectionHydrated(page, 'artikler')
    await expect.poll(() => scripts).toContain(await entryOf(page))
    const search = page.getByRole('searchbox')
    await search.pressSequentially('google')
    await expect(page.getByRole('status').filter({ hasText: 'Viser' })).toHaveText('Viser 2 artikler')
    expect(problems.consoleErrors).toEqual([])
  })

  // A page's main photo (fetched at high priority) is its largest paint: an island near the first
  // screen waits until the photo is there rather than share the connection with it (head/boot.ts).
  test.describe('with a main photo (a blog article), on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })
    const photo = '**/media/blog/roi-tracking.webp'

    test('starts its island only once the photo has loaded', async ({ page }) => {
      const scripts = scriptLog(page)
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(photo, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/blog/roi-tracking', { waitUntil: 'domcontentloaded' })
      const image = page.locator('img[fetchpriority="high"]')
      await expect(image).toBeVisible()
      // The article's header (an island) is on the first screen, but without the photo nothing starts.
      await page.waitForTimeout(1000)
      expect(scripts).toEqual([])
      expect(await readyIslands(page)).toEqual([])

      release()
      await sectionHydrated(page, 'artikel')
      await expect.poll(() => scripts).toContain(await entryOf(page))
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    })

    test('a photo that cannot be loaded holds nothing up', async ({ page }) => {
      await page.route(photo, (route) => route.abort())
      await page.goto('/blog/roi-tracking')
      await sectionHydrated(page, 'artikel')
    })
  })

  for (const route of ['/team', '/kontakt']) {
    test(`${route}: its first island starts on the inlined rules, and the whole stylesheets go in after it has started`, async ({ page }) => {
      const requests: string[] = []
      page.on('request', (request) => requests.push(new URL(request.url()).pathname))
      await page.goto(route)
      await page.locator(`[${ISLAND.ready}]`).first().waitFor({ state: 'attached' })
      const stylesheets = ((await page.locator('script[data-entry]').getAttribute('data-css')) ?? '').split(' ').filter(Boolean)
      expect(stylesheets.length, 'the page lists its stylesheets').toBeGreaterThan(0)
      // Switched on together once all have loaded, last in the head (after any Vite added with an
      // island's code) and in the order of the inlined rules, so the cascade is the first paint's.
      await expect(page.locator('link[rel="stylesheet"][media="all"]')).toHaveCount(stylesheets.length)
      const links = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('media')}`))
      expect(links.slice(-stylesheets.length)).toEqual(stylesheets.map((href) => `${href} all`))
      await expect.poll(() => stylesheets.every((href) => requests.includes(href))).toBe(true)
      expect(requests.indexOf(stylesheets[0]!)).toBeGreaterThan(requests.indexOf(await entryOf(page)))
    })
  }
})

// A case's photo sits beside its heading from 62em (992 px) up, and after the client facts below
// that, at a phone's bottom edge behind the consent banner: only the wide first screen fetches it
// first, by a high-priority preload; a phone fetches it by its <img>, at low priority, even though
// Chromium raises an image it finds in the viewport.
test.describe("a case's photo", () => {
  for (const [width, fetchedBy, priority] of [
    [1280, 'link', 'High'],
    [390, 'img', 'Low'],
  ] as const) {
    test(`${width} px wide: fetched by its ${fetchedBy === 'link' ? 'preload' : '<img>'} at ${priority.toLowerCase()} priority`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      // The priority Chromium fetches the photo at, as its DevTools report it (the last change counts).
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      const photoRequests = new Map<string, string>()
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.endsWith('/media/cases/by-doodle-dog.webp')) photoRequests.set(event.requestId, event.request.initialPriority)
      })
      cdp.on('Network.resourceChangedPriority', (event) => {
        if (photoRequests.has(event.requestId)) photoRequests.set(event.requestId, event.newPriority)
      })
      await page.goto('/cases/by-doodle-dog')
      const photo = page.getByRole('img', { name: 'By Doodle Dog – webshop med hundeudstyr' })
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
      const initiator = await photo.evaluate(
        (img: HTMLImageElement) => (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined)?.initiatorType,
      )
      expect(initiator).toBe(fetchedBy)
      expect([...photoRequests.values()]).toEqual([priority])
    })
  }
})

/** Properties the member shell's stylesheet sets on the box its heading sits in. */
const BOX_STYLE = ['display', 'padding-top', 'text-align', 'margin-bottom', 'max-width']

test('a state the page renders without an interaction is styled from its first frame: the member shell\'s "Teammedlem ikke fundet"', async ({ page }) => {
  await page.addInitScript((properties) => {
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((_, observer) => {
        const heading = [...document.querySelectorAll('h1, h2')].find((h) => h.textContent === 'Teammedlem ikke fundet')
        if (!heading) return
        observer.disconnect()
        // Read just before the first paint that shows it.
        const style = getComputedStyle(heading.parentElement!)
        requestAnimationFrame(() => ((window as unknown as { firstFrame?: string[] }).firstFrame = properties.map((name) => style.getPropertyValue(name))))
      }).observe(document.body, { childList: true, subtree: true })
    })
  }, BOX_STYLE)
  // The member shell answers a member the build does not know (the static host's _redirects, or npm start).
  await page.goto('/team/findes-ikke')
  const firstFrame = () => page.evaluate(() => (window as unknown as { firstFrame?: string[] }).firstFrame)
  await expect.poll(firstFrame).toBeDefined()
  await page.waitForLoadState('networkidle')
  const settled = await page
    .getByRole('heading', { name: 'Teammedlem ikke fundet' })
    .evaluate((heading, properties) => properties.map((name) => getComputedStyle(heading.parentElement!).getPropertyValue(name)), BOX_STYLE)
  expect(await firstFrame()).toEqual(settled)
})

test.describe('navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the speculation rules fetch a hovered link ahead, and its click is a plain page load served from that, with no script run', async ({ page }) => {
    const scripts = scriptLog(page)
    await page.goto('/servicevilkaar')
    await page.waitForLoadState('networkidle')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' })
    // The page's speculation rules (a document rule, moderate eagerness) have the browser prerender a
    // link the pointer rests on; the prerendered page is ready a moment later, and the click only shows it.
    await link.hover()
    await page.waitForTimeout(1_000)
    // A hover is no interaction: no island has started.
    expect(scripts).toEqual([])
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    // Served from what the hover fetched ahead. (Chromium refuses to prerender for a page Playwright
    // drives, "PrerenderingDisabledByDevTools", and falls back to the prefetch that prerendering
    // starts with, which this shows. Unwatched, the page is shown already rendered: `npm run bench`
    // drives Chromium so that it prerenders, and times that click.)
    const delivery = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
    )
    expect(delivery).toBe('navigational-prefetch')
  })

  test('once an island has started, the speculation rules stay, and a link still loads the next page as a document of its own', async ({ page, problems }) => {
    await page.goto('/servicevilkaar')
    await page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('button', { name: 'Services' }).click()
    await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1)
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
    expect(problems.consoleErrors).toEqual([])
  })

  test('back and forward start at the top (the browser restores no scroll position)', async ({ page }) => {
    const scripts = scriptLog(page)
    await page.goto('/servicevilkaar')
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
    await page.evaluate(() => window.scrollTo(0, 1_500))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicevilkår')
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // The boot script alone did this: no island started.
    expect(scripts).toEqual([])
  })

  test('a page load cross-fades into the next only where motion is welcome', async ({ page }) => {
    await page.goto('/servicevilkaar')
    // The @view-transition rule sits in the prefers-reduced-motion: no-preference media query.
    const crossDocument = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .some(
          (rule) =>
            rule instanceof CSSMediaRule && rule.media.mediaText.includes('prefers-reduced-motion: no-preference') && rule.cssText.includes('@view-transition'),
        ),
    )
    expect(crossDocument).toBe(true)
  })
})
