import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { decideConsent, expect, FETCH_AHEAD_WAIT, sectionHydrated, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
/** The path of the built file of a module (a section type's, an island's), by its source path. */
const fileOf = (module: string) => `/${manifest[module]!.file}`
/** The path of the chunk of a section type's code. */
const chunkOf = (type: string) => fileOf(sectionModulePath(type))
const HEADER_MODULE = 'components/SiteHeader/SiteHeader.island.ts'

// What a page fetches and runs before and after the visitor's first interaction (islands/boot/boot.ts): the
// page is its prerendered HTML, and the only scripts that run at once are inline (the head's consent
// script and the boot script). Each island (islands/) starts on its own, at the visitor's first
// press, touch, key, focus or click in it; only an island with work of its own when seen (marked
// data-start="near") starts by itself once the first screen is shown and it comes within 400 px of the
// viewport, and only while that work can run. Once the page has loaded and is idle, the code of the
// islands near the viewport is fetched ahead (a prefetch) without being run; starting one runs the
// islands' code with React and that island's own files.

// Several tests wait for the page's idle fetch-ahead (FETCH_AHEAD_WAIT), which a busy machine stretches.
test.describe.configure({ timeout: 90_000 })

/** Records the paths of this origin's scripts as the page requests them to run (a prefetch is no script request). */
function scriptLog(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.hostname === 'localhost') paths.push(url.pathname)
  })
  return paths
}

/** The paths the page fetches ahead (`<link rel="prefetch">`), as they are added. */
const prefetched = (page: Page) =>
  page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname))

/** The files an island's code needs, as the page lists them (the islands' code first). */
const filesOfIsland = async (page: Page, id: string) =>
  ((await page.locator(`[${ISLAND.id}="${id}"]`).getAttribute(ISLAND.files)) ?? '').split(' ').filter(Boolean)

/** The islands' code as built: the module the boot script imports to start any island. */
const entryOf = async (page: Page) => (await page.locator('script[data-entry]').getAttribute('data-entry')) ?? ''
/** The ids of the islands that have hydrated. */
const readyIslands = (page: Page) => page.locator(`[${ISLAND.ready}]`).evaluateAll((islands, id) => islands.map((island) => island.getAttribute(id)), ISLAND.id)

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test("a page runs no script of its islands, not even at a tap outside them; it fetches the header's code ahead once idle, and a tap in the header starts the header alone and is carried out", async ({
    page,
    problems,
  }) => {
    const scripts = scriptLog(page)
    await page.goto('/privatlivspolitik')
    await page.waitForLoadState('networkidle')
    // Fetched ahead, unrun: the islands' code and the header's own files (the header is on the first screen).
    const headerFiles = await filesOfIsland(page, 'header')
    expect(headerFiles.length).toBeGreaterThan(1)
    await expect.poll(() => prefetched(page), FETCH_AHEAD_WAIT).toEqual(expect.arrayContaining([await entryOf(page), ...headerFiles]))
    // The footer's settings button is far below: its own file is not fetched ahead yet.
    const settingsOwn = (await filesOfIsland(page, 'consent-settings')).filter((file) => !headerFiles.includes(file))
    expect(settingsOwn.length).toBeGreaterThan(0)
    expect(await prefetched(page)).not.toEqual(expect.arrayContaining(settingsOwn))
    // A Tab to the skip link and a tap on the text: no island is touched, so nothing runs.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Gå til indholdet' })).toBeFocused()
    await page.locator('main h1').tap()
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    expect(await readyIslands(page)).toEqual([])

    await page.getByRole('button', { name: 'Menu', exact: true }).tap()
    await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
    await expect.poll(() => scripts).toContain(await entryOf(page))
    expect(scripts).toContain(fileOf(HEADER_MODULE))
    // Only the header: the consent layer and the footer's settings button wait for their own press.
    expect(await readyIslands(page)).toEqual(['header'])
    // The tap that started it was not lost: the menu is open.
    await expect(page.getByRole('navigation', { name: 'Mobilnavigation' })).toBeVisible()

    // Scrolling to the foot fetches the settings button's code ahead, and runs nothing more.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => prefetched(page), FETCH_AHEAD_WAIT).toEqual(expect.arrayContaining(settingsOwn))
    expect(await readyIslands(page)).toEqual(['header'])
    expect(problems.consoleErrors).toEqual([])
  })

  test("scrolling the home page down fetches each island's code ahead only as it comes near, and starts only the one with work of its own when seen", async ({
    page,
  }) => {
    const scripts = scriptLog(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const teamOwn = fileOf(sectionModulePath('teamCards'))
    const galleryOwn = fileOf(sectionModulePath('creativeGallery'))
    await expect.poll(() => prefetched(page), FETCH_AHEAD_WAIT).toContain(await entryOf(page))
    expect(await prefetched(page)).not.toContain(galleryOwn)
    expect(scripts).toEqual([])

    // The carousel starts by itself only where it rotates (768 px and up), not on a phone.
    await expect(page.locator('#cases')).toHaveAttribute(ISLAND.startMedia, /min-width: 768px/)
    await page.locator('#kreativer').scrollIntoViewIfNeeded()
    await expect.poll(() => prefetched(page), FETCH_AHEAD_WAIT).toContain(galleryOwn)
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    expect(await readyIslands(page)).toEqual([])

    // The team's cards measure which bios overflow three lines once seen, to offer "Læs mere": that one starts near.
    await page.locator('#team').scrollIntoViewIfNeeded()
    await sectionHydrated(page, 'team')
    expect(await readyIslands(page)).toEqual(['team'])
    expect(scripts).toContain(teamOwn)
    expect(scripts).not.toContain(galleryOwn)
  })

  test('asked to save data, a page fetches nothing ahead, and a tap still starts its island', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }))
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/privatlivspolitik')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    expect(await prefetched(page)).toEqual([])
    expect(requests).not.toContain(await entryOf(page))
    await page.getByRole('button', { name: 'Menu', exact: true }).tap()
    await expect(page.getByRole('navigation', { name: 'Mobilnavigation' })).toBeVisible()
  })

  test('a press whose release never comes (let go outside the window) still starts its island', async ({ page }) => {
    await page.goto('/privatlivspolitik')
    await page.getByRole('button', { name: 'Menu', exact: true }).hover()
    await page.mouse.down()
    await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
    await page.mouse.up()
  })
})

test.describe('on a phone, /kontakt', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test("a new visitor's calendar waits for their consent, which starts it by itself; a press in the header starts only the header; no page data is fetched", async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/kontakt')
    await page.waitForLoadState('networkidle')
    const calendar = page.locator('#book')
    await expect(calendar).toHaveAttribute(ISLAND.start, 'near')
    await expect(calendar).toHaveAttribute(ISLAND.startConsent, 'preferences')
    expect(await readyIslands(page)).toEqual([])

    await page.getByRole('button', { name: 'Menu', exact: true }).tap()
    await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
    await expect.poll(() => requests).toContain(fileOf(HEADER_MODULE))
    await page.keyboard.press('Escape')
    expect(await readyIslands(page)).toEqual(['header'])

    // "Accepter alle" in the banner allows the calendar's purpose: the calendar, near, starts by itself.
    await page.getByRole('button', { name: 'Accepter alle' }).tap()
    await sectionHydrated(page, 'book')
    await expect(page.locator('#skriv')).not.toHaveAttribute(ISLAND.ready)
    // A static section's code never reaches the browser, nor does any page data.
    expect(requests).not.toContain(chunkOf('contactIntro'))
    expect(requests.filter((path) => path.endsWith('.pageContext.json'))).toEqual([])
  })

  test('for a visitor who allowed its purpose before, the calendar starts by itself near the first screen', async ({ page, context }) => {
    await decideConsent(context, { preferences: true })
    await page.goto('/kontakt')
    await sectionHydrated(page, 'book')
    expect(await readyIslands(page)).toEqual(['book'])
  })
})

test.describe('a page with an island on its first screen', () => {
  test('/blog: the list waits for the visitor, and every key of a search typed at once is applied', async ({ page, problems }) => {
    const scripts = scriptLog(page)
    await page.goto('/blog')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])
    const search = page.getByRole('searchbox')
    await search.pressSequentially('google')
    await expect(page.locator('#artikler')).toHaveAttribute(ISLAND.ready, '')
    await expect(search).toHaveValue('google')
    await expect(page.getByRole('status').filter({ hasText: 'Viser' })).toHaveText('Viser 2 artikler')
    expect(problems.consoleErrors).toEqual([])
  })

  test('/blog?q=google: the list starts by itself to show what the address asks for', async ({ page }) => {
    await page.goto('/blog?q=google')
    await sectionHydrated(page, 'artikler')
    await expect(page.getByRole('status').filter({ hasText: 'Viser' })).toHaveText('Viser 2 artikler')
  })

  // A page's main photo (fetched at high priority) is its largest paint: nothing is fetched ahead
  // until it is there (the page's load), rather than share the connection with it (islands/boot/boot.ts).
  test.describe('with a main photo (a blog article), on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })
    const photo = '**/media/blog/roi-tracking.webp'

    test("fetches its islands' code ahead only once the photo has loaded", async ({ page }) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(photo, async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/blog/roi-tracking', { waitUntil: 'domcontentloaded' })
      const image = page.locator('img[fetchpriority="high"]')
      await expect(image).toBeVisible()
      await page.waitForTimeout(1000)
      expect(await prefetched(page)).toEqual([])

      release()
      await expect.poll(() => prefetched(page), FETCH_AHEAD_WAIT).toEqual(expect.arrayContaining(await filesOfIsland(page, 'artikel')))
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(await readyIslands(page)).toEqual([])
    })

    test('a photo that cannot be loaded holds nothing up', async ({ page }) => {
      await page.route(photo, (route) => route.abort())
      await page.goto('/blog/roi-tracking')
      await expect.poll(() => prefetched(page), FETCH_AHEAD_WAIT).toEqual(expect.arrayContaining(await filesOfIsland(page, 'artikel')))
    })
  })

  for (const route of ['/team', '/kontakt']) {
    test(`${route}: the first island a visitor starts runs on the inlined rules, and the whole stylesheets go in after it has started`, async ({ page }) => {
      const requests: string[] = []
      page.on('request', (request) => requests.push(new URL(request.url()).pathname))
      await page.goto(route)
      await page.getByRole('navigation', { name: 'Hovednavigation' }).getByRole('button', { name: 'Services' }).click()
      await expect(page.locator(`[${ISLAND.id}=header]`)).toHaveAttribute(ISLAND.ready, '')
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
