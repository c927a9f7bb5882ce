import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../renderer/sectionModules.ts'
import { expect, quietNetwork, sectionHydrated, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
/** The path of the chunk of a section type's code. */
const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`

// What a page fetches before and after the visitor's first interaction (head/boot.ts): a page whose
// first screen has no interactive section runs only the boot script, which is part of its HTML, so it
// fetches no script at all; the framework (React, Vike's router, the layout and the page's interactive
// sections) starts on the first pointerdown, keydown or touchstart, or when an interactive section
// comes near the viewport, and hydrates the whole page.

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
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))

test.describe('on a phone, a page whose first screen has no interactive section', () => {
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

  test('a tap on the page starts the framework; scrolling alone starts it once an interactive section comes near', async ({ page }) => {
    const scripts = scriptLog(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts).toEqual([])

    // Scrolling with the wheel is no interaction, but it brings the interactive sections further down near.
    for (let step = 0; step < 30 && !(await hydrated(page)); step++) await page.mouse.wheel(0, 400)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect.poll(() => scripts).toContain(await entryOf(page))

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

test.describe('a page with an interactive section on its first screen', () => {
  test("hydrates without an interaction, and stays a single-page app through Vike's router", async ({ page, problems }) => {
    const scripts = scriptLog(page)
    await page.goto('/blog')
    await sectionHydrated(page, 'artikler')
    await expect.poll(() => scripts).toContain(await entryOf(page))

    // The blog's search answers.
    const search = page.getByRole('searchbox')
    await search.pressSequentially('google')
    const status = page.getByRole('status').filter({ hasText: 'Viser' })
    await expect(status).toHaveText('Viser 2 artikler')
    await search.fill('')
    await expect(status).not.toHaveText('Viser 2 artikler')
    // Vike's router takes the visitor to an article and back, in the same document; the list still answers.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    await page.getByRole('link', { name: /ROI/ }).first().click()
    await expect(page.getByRole('link', { name: 'Tilbage til blog' })).toBeVisible()
    await page.goBack()
    await search.fill('google')
    await expect(status).toHaveText('Viser 2 artikler')
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(problems.consoleErrors).toEqual([])
  })

  // A page's main photo (fetched at high priority) is its largest paint: the page's code waits until
  // the photo is there rather than share the connection with it (head/boot.ts).
  test.describe('with a main photo (a blog article), on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })
    const photo = '**/media/blog/roi-tracking.webp'

    test('starts its code only once the photo has loaded', async ({ page }) => {
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
      // The article's header (interactive) is on the first screen, but without the photo nothing starts.
      await page.waitForTimeout(1000)
      expect(scripts).toEqual([])
      expect(await hydrated(page)).toBe(false)

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
    test(`${route}: hydrates on the inlined rules, and adds the whole stylesheets once the page's code has run`, async ({ page }) => {
      const requests: string[] = []
      page.on('request', (request) => requests.push(new URL(request.url()).pathname))
      await page.goto(route)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const stylesheets = ((await page.locator('script[data-modules]').getAttribute('data-css')) ?? '').split(' ').filter(Boolean)
      expect(stylesheets.length, 'the page lists its stylesheets').toBeGreaterThan(0)
      // Switched on together once all have loaded, last in the head (after any Vite added with a
      // section's code) and in the order of the inlined rules, so the cascade is the first paint's.
      await expect(page.locator('link[rel="stylesheet"][media="all"]')).toHaveCount(stylesheets.length)
      const links = await page
        .locator('link[rel="stylesheet"]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} ${link.getAttribute('media')}`))
      expect(links.slice(-stylesheets.length)).toEqual(stylesheets.map((href) => `${href} all`))
      await expect.poll(() => stylesheets.every((href) => requests.includes(href))).toBe(true)
      expect(requests.indexOf(stylesheets[0]!)).toBeGreaterThan(requests.indexOf((await entryOf(page))!))
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

test.describe('on a phone, /kontakt', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('hydrates without an interaction once its booking calendar is near, with the code of every interactive section and of no static one, and no page data', async ({
    page,
  }) => {
    const requests: string[] = []
    page.on('request', (request) => requests.push(new URL(request.url()).pathname))
    await page.goto('/kontakt')
    await sectionHydrated(page, 'book')
    await page.waitForLoadState('networkidle')
    for (const type of ['bookingCalendar', 'contactDetails', 'contactForm', 'mapEmbed']) expect(requests, type).toContain(chunkOf(type))
    expect(requests).not.toContain(chunkOf('contactIntro'))
    expect(requests.filter((path) => path.endsWith('.pageContext.json'))).toEqual([])
  })
})

test.describe('navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('before the framework runs: the speculation rules fetch a hovered link ahead, and its click is a plain page load served from that', async ({ page }) => {
    const scripts = scriptLog(page)
    await page.goto('/servicevilkaar')
    await page.waitForLoadState('networkidle')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privatlivspolitik' })
    // The page's speculation rules (a document rule, moderate eagerness) have the browser prerender a
    // link the pointer rests on; the prerendered page is ready a moment later, and the click only shows it.
    await link.hover()
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

  test('once the framework runs: the speculation rules are gone, a link pointed at fetches its sections, and a click is a client-side view transition', async ({
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
    const networkQuiet = quietNetwork(page)
    await page.goto('/servicevilkaar')
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(1)
    await page.keyboard.press('Shift')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
    // Vike's router renders the next page itself: the browser no longer prerenders pages.
    await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0)
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true })
    // Pointing at the link fetches the code of the sections this legal page has none of (renderer/prefetchSections.ts)...
    await link.hover()
    await expect.poll(() => requests).toContain(chunkOf('contactForm'))
    await networkQuiet()
    const beforeClick = requests.length
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lad os tage en snak om din forretning')
    // ...so the click fetches only the page's data, none of its code or styles.
    expect(requests.slice(beforeClick)).toContain('/kontakt/index.pageContext.json')
    expect(requests.slice(beforeClick).filter((path) => /\.(js|css)$/.test(path))).toEqual([])
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
