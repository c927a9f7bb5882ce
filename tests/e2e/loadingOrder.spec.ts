import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { ISLAND_HYDRATED_MARK } from '../../site/loading.ts'
import { expect, holdScripts, islandHydrated, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
/** The path of the chunk of a section type's code. */
const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`

// What a page fetches before and after the visitor's first interaction (head/boot.js): a page whose
// first screen has no island runs only the boot script, which is part of its HTML, so it fetches no
// script at all; the framework (Preact standing in for React, Vike's router, the layout) starts on
// the first pointerdown, keydown or touchstart. An island (a section that hydrates) that comes near
// the viewport before that hydrates alone, as a root of its own, with the island entry and its own
// code (renderer/islandEntry.tsx): no Vike router, no layout.

/** Records the paths of this origin's scripts as the page requests them. */
function scriptLog(page: Page) {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'script' && url.hostname === 'localhost') paths.push(url.pathname)
  })
  return paths
}

/** Vike's entry: the last of the modules the boot script starts the page with. */
const entryOf = async (page: Page) => ((await page.locator('script[data-modules]').getAttribute('data-modules')) ?? '').split(' ').at(-1)
/** The island entry: the first of the modules the boot script starts an island near the viewport with. */
const islandEntryOf = async (page: Page) => ((await page.locator('script[data-modules]').getAttribute('data-island-entry')) ?? '').split(' ')[0]
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

test.describe('on a phone, a page whose first screen has no island', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('fetches no script until the first interaction, then the framework, and hydrates', async ({ page, problems }) => {
    const scripts = scriptLog(page)
    await page.goto('/privatlivspolitik')
    await page.waitForLoadState('networkidle')
    // A moment more, as a visitor reading would give it: still nothing.
    await page.waitForTimeout(500)
    expect(scripts).toEqual([])
    expect(await hydrated(page)).toBe(false)

    await page.keyboard.press('Tab')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const entry = await entryOf(page)
    expect(scripts).toContain(entry)
    // The first Tab was not lost to the start-up: the skip link has the focus.
    await expect(page.getByRole('link', { name: 'Gå til indholdet' })).toBeFocused()
    expect(problems.consoleErrors).toEqual([])
  })

  test('a tap on the page starts the framework; scrolling alone hydrates an island that comes near, and nothing else', async ({ page }) => {
    const scripts = scriptLog(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])

    // Scrolling with the wheel is no interaction, but it brings the islands further down near.
    const answered = () => page.evaluate((prefix) => performance.getEntriesByType('mark').some((mark) => mark.name.startsWith(prefix)), ISLAND_HYDRATED_MARK)
    for (let step = 0; step < 30 && !(await answered()); step++) await page.mouse.wheel(0, 400)
    await expect.poll(answered).toBe(true)
    await expect.poll(() => scripts).toContain(await islandEntryOf(page))
    expect(scripts).not.toContain(await entryOf(page))
    expect(await hydrated(page)).toBe(false)

    const tapped = await page.context().newPage()
    const tappedScripts = scriptLog(tapped)
    await tapped.goto('/servicevilkaar')
    await tapped.waitForLoadState('networkidle')
    expect(tappedScripts).toEqual([])
    await tapped.locator('main h1').tap()
    await tapped.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    // Playwright reports requests to the test asynchronously: the entry's may arrive after the attribute.
    const tappedEntry = await entryOf(tapped)
    await expect.poll(() => tappedScripts).toContain(tappedEntry)
  })
})

test.describe('a page with an island on its first screen', () => {
  test('hydrates the island alone, without an interaction and without the framework; the first interaction then starts the page, which keeps the island as it is', async ({
    page,
    problems,
  }) => {
    const scripts = scriptLog(page)
    await page.goto('/blog')
    await islandHydrated(page, 'artikler')
    await expect.poll(() => scripts).toContain(await islandEntryOf(page))
    await page.waitForLoadState('networkidle')
    expect(scripts).not.toContain(await entryOf(page))
    expect(await hydrated(page)).toBe(false)

    // The blog's search (the island) answers; the key presses start the page meanwhile.
    const search = page.getByRole('searchbox')
    await search.pressSequentially('google')
    const status = page.getByRole('status').filter({ hasText: 'Viser' })
    await expect(status).toHaveText('Viser 2 artikler')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect.poll(() => scripts).toContain(await entryOf(page))
    // The island kept its state through the page's hydration, and still answers.
    await expect(search).toHaveValue('google')
    await search.fill('')
    await expect(status).not.toHaveText('Viser 2 artikler')
    // Vike's router takes the visitor to an article and back; the list, now the page's own, still answers.
    await page.getByRole('link', { name: /ROI/ }).first().click()
    await expect(page.getByRole('link', { name: 'Tilbage til blog' })).toBeVisible()
    await page.goBack()
    await search.fill('google')
    await expect(status).toHaveText('Viser 2 artikler')
    expect(problems.consoleErrors).toEqual([])
  })

  // A page's main photo (fetched at high priority) is its largest paint: the island's code waits
  // until the photo is there rather than share the connection with it (head/boot.js).
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
      // The article (an island) is on the first screen, but without the photo nothing starts.
      await page.waitForTimeout(1000)
      expect(scripts).toEqual([])
      expect(await hydrated(page)).toBe(false)

      release()
      await islandHydrated(page, 'artikel')
      await expect.poll(() => scripts).toContain(await islandEntryOf(page))
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    })

    test('a photo that cannot be loaded holds nothing up', async ({ page }) => {
      await page.route(photo, (route) => route.abort())
      await page.goto('/blog/roi-tracking')
      await islandHydrated(page, 'artikel')
    })
  })

  // /team's island has its props in the page; /kontakt's booking calendar fetches them from the page's data.
  const islandMarks: [route: string, mark: string][] = [
    ['/team', `${ISLAND_HYDRATED_MARK}holdet`],
    ['/kontakt', `${ISLAND_HYDRATED_MARK}book`],
  ]
  for (const [route, island] of islandMarks) {
    test(`${route}: hydrates on the inlined rules and puts the full CSS in place once its island near the first screen has hydrated, without an interaction`, async ({
      page,
    }) => {
      // When the <style> gets the full CSS, measured against the island's mark.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const style = document.querySelector('style[data-page-css]')
          if (style) new MutationObserver(() => performance.mark('full-css')).observe(style, { childList: true })
        })
      })
      await page.goto(route)
      const style = page.locator('style[data-page-css]')
      const fullCss = await (await page.request.get((await style.getAttribute('data-page-css'))!)).text()
      await expect.poll(() => style.textContent()).toBe(fullCss)
      const [hydratedAt, fullCssAt] = await page.evaluate(
        (names) => names.map((name) => performance.getEntriesByName(name)[0]?.startTime),
        [island, 'full-css'],
      )
      expect(hydratedAt).toBeDefined()
      expect(fullCssAt).toBeGreaterThan(hydratedAt!)
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

test('a state the page renders without an interaction has the full CSS from its first frame: the member shell\'s "Teammedlem ikke fundet"', async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.querySelector('style[data-page-css]')!
      const inlined = style.textContent
      new MutationObserver((_, observer) => {
        const heading = [...document.querySelectorAll('h1, h2')].find((h) => h.textContent === 'Teammedlem ikke fundet')
        if (!heading) return
        observer.disconnect()
        // Read just before the first paint that shows it.
        requestAnimationFrame(
          () => ((window as unknown as { firstFrame?: string }).firstFrame = style.textContent === inlined ? 'inline rules only' : 'full CSS'),
        )
      }).observe(document.body, { childList: true, subtree: true })
    })
  })
  // The member shell answers a member the build does not know (the static host's _redirects, or npm start).
  await page.goto('/team/findes-ikke')
  await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame?: string }).firstFrame)).toBe('full CSS')
})

test.describe('on a phone, /kontakt', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('hydrates the island near the first screen alone, and one further down only once it comes near', async ({ page }) => {
    await page.goto('/kontakt')
    const marks = () => page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name))
    // The booking calendar, on the first screen, hydrates without the page.
    await expect.poll(marks).toContain(`${ISLAND_HYDRATED_MARK}book`)
    expect(await hydrated(page)).toBe(false)
    // The map, at the foot of the page, has not hydrated, and its code has not been asked for.
    const requested = (path: string) =>
      page.evaluate((path) => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path), path)
    expect(await marks()).not.toContain(`${ISLAND_HYDRATED_MARK}kort`)
    expect(await requested(chunkOf('mapEmbed'))).toBe(false)
    await page.locator('#kort').scrollIntoViewIfNeeded()
    await expect.poll(marks).toContain(`${ISLAND_HYDRATED_MARK}kort`)
    expect(await requested(chunkOf('mapEmbed'))).toBe(true)
  })
})

test("a page with an island near its first screen fetches the island's own code beside the island entry, not once the entry asks for it", async ({ page }) => {
  // The island entry is held back: the team grid's code (/team's island) must be on its way all the same.
  const release = await holdScripts(page, { path: `/${manifest['renderer/islandEntry.tsx']!.file}` })
  const teamGridCode = page.waitForRequest((request) => new URL(request.url()).pathname === chunkOf('teamGrid'))
  await page.goto('/team')
  await teamGridCode
  // Once the entry arrives, the island hydrates with the code already here.
  release()
  await islandHydrated(page, 'holdet')
  expect(await hydrated(page)).toBe(false)
})

test("a page whose first-screen island waits to be visible fetches the page data for it beside the island's code", async ({ page }) => {
  await page.goto('/kontakt')
  await islandHydrated(page, 'book')
  // The booking calendar's props come from the page's data, fetched with the island's code rather than after it.
  await expect(page.locator('link[rel="prefetch"][href="/kontakt/index.pageContext.json"]')).toHaveCount(1)
})

test.describe('navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('before the framework runs: a hovered link is fetched ahead by the speculation rules, and its click is a plain page load served from that', async ({
    page,
  }) => {
    const scripts = scriptLog(page)
    await page.goto('/servicevilkaar')
    await page.waitForLoadState('networkidle')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' })
    await link.hover()
    // Marked for the page's speculation rules, which the browser then prerenders it by.
    await expect(link).toHaveAttribute('data-speculate', 'prerender')
    // The prerendered page is ready a moment later; the click then only shows it.
    await page.waitForTimeout(1_000)
    // A hover is no interaction: the framework has not started.
    expect(scripts).toEqual([])
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    // Served from what the hover fetched ahead. (Chromium refuses to prerender for a page Playwright
    // drives, "PrerenderingDisabledByDevTools", and falls back to the prefetch that prerendering
    // starts with, which this shows. Unwatched, the page is shown already rendered: `npm run bench`
    // drives Chromium so that it prerenders, and times that click, tests/bench/interactive.ts.)
    const delivery = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
    )
    expect(delivery).toBe('navigational-prefetch')
  })

  test('before the framework runs, back and forward still start at the top (the browser restores no scroll position)', async ({ page }) => {
    await page.goto('/servicevilkaar')
    expect(await page.evaluate(() => history.scrollRestoration)).toBe('manual')
    await page.evaluate(() => window.scrollTo(0, 1_500))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    expect(await hydrated(page)).toBe(false)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicevilkår')
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("once the framework runs: a hovered link has its page's data and sections' code fetched ahead, and the click is a client-side view transition that fetches no code", async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      const start = document.startViewTransition.bind(document)
      ;(window as unknown as { transitions: number }).transitions = 0
      document.startViewTransition = (update) => {
        ;(window as unknown as { transitions: number }).transitions++
        return start(update)
      }
    })
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/servicevilkaar')
    await page.keyboard.press('Shift')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    // The contact page shows sections this legal page has none of: their code comes on the hover.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true })
    const beforeHover = requests.length
    const hoverResponse = page.waitForResponse((response) => response.url().endsWith('/kontakt/index.pageContext.json'))
    await link.hover()
    const hoverData = await hoverResponse
    await page.waitForFunction(() => performance.getEntriesByName('prefetched:/kontakt').length > 0)
    expect(requests.slice(beforeHover)).toContain('/kontakt/index.pageContext.json')
    expect(requests.slice(beforeHover).filter((path) => path.endsWith('.js')).length, "the sections' code").toBeGreaterThan(0)
    // Vike's router renders the next page itself: the browser no longer prerenders pages.
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0)
    const beforeClick = requests.length
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lad os tage en snak om din forretning')
    // Its code came with the hover. Its data was fetched then too, for the browser to keep five
    // minutes; the click reads it again, from that cache in a visitor's browser (here, where the
    // test's request routing switches the HTTP cache off, from the server).
    expect(requests.slice(beforeClick).filter((path) => path.endsWith('.js'))).toEqual([])
    expect(hoverData?.headers()['cache-control']).toBe('public, max-age=300')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { transitions: number }).transitions)).toBe(1)
    expect(problems.consoleErrors).toEqual([])
  })

  test('under prefers-reduced-motion a client-side navigation has no view transition, nor has a full page load', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.addInitScript(() => {
      ;(window as unknown as { transitions: number }).transitions = 0
      const start = document.startViewTransition.bind(document)
      document.startViewTransition = (update) => {
        ;(window as unknown as { transitions: number }).transitions++
        return start(update)
      }
    })
    await page.goto('/servicevilkaar')
    // Full page loads cross-fade only where motion is welcome (the @view-transition rule sits in that media query).
    const crossDocument = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .some(
          (rule) =>
            rule instanceof CSSMediaRule && rule.media.mediaText.includes('prefers-reduced-motion: no-preference') && rule.cssText.includes('@view-transition'),
        ),
    )
    expect(crossDocument).toBe(true)
    await page.keyboard.press('Shift')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatlivspolitik')
    expect(await page.evaluate(() => (window as unknown as { transitions: number }).transitions)).toBe(0)
  })
})
