import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { AUTOPLAY_DELAY_MS } from '../../sections/CaseCarousel/caseCards.ts'
import type { HtmlElement } from '../../build/htmlSource.ts'
import { attribute, builtPage, elementsIn, textOf } from '../builtPage.ts'
import { decideConsent, expect, holdScripts, islandReady, openHydrated, slowCpu, swipeLeft, test } from './fixtures.ts'
import { installClock, pageNow, pauseClock, runTo } from './pageClock.ts'

const CASE_IDS = ['cph-flyt', 'by-doodle-dog', 'pure-vinduespolering', 'jons-madklub', 'b2b-loupes', 'veterinarian', 'ovation', 'fertility-clinic']

/** SPEC.md section 9: each case's three figures (Danish format) and its duration in months. */
const FIGURES: Record<string, { figures: string[]; months: number }> = {
  'jons-madklub': { figures: ['49%', '6,2', '2,5x'], months: 5 },
  'cph-flyt': { figures: ['10x', '64%', '72%'], months: 18 },
  'by-doodle-dog': { figures: ['+4,07M kr.', '5,1', '328%'], months: 15 },
  'pure-vinduespolering': { figures: ['43,45 kr.', '72%', '5,6%'], months: 14 },
  ovation: { figures: ['2.074', '32 kr.', '285%'], months: 10 },
  'b2b-loupes': { figures: ['4 lande', '166%', '119%'], months: 17 },
  veterinarian: { figures: ['145%', '63%', '4,54%'], months: 9 },
  'fertility-clinic': { figures: ['168%', '55%', '8,2M'], months: 30 },
}

/** Opens the home page at a width and waits until the cases carousel has replaced the prerendered row. */
async function openCarousel(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await openHydrated(page, '/')
  await page.locator('#cases').scrollIntoViewIfNeeded()
  const carousel = page.locator('#cases [aria-roledescription="karrusel"]')
  await expect(carousel).toBeVisible()
  return carousel
}

/** The slides whose card lies fully inside the carousel's viewport, left to right (a slide's box includes the gap). */
async function slidesInView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.querySelector('#cases [aria-roledescription="karrusel"]')!.getBoundingClientRect()
    return [...document.querySelectorAll<HTMLElement>('#cases [data-case-slide]')]
      .map((slide) => ({ id: slide.dataset.caseSlide!, box: slide.querySelector('article')!.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ id }) => id)
  })
}

/** Where the first slide's card is now: it moves as soon as the carousel does. */
const firstCardLeft = (page: Page) =>
  page
    .locator('#cases [data-case-slide] article')
    .first()
    .evaluate((card) => card.getBoundingClientRect().left)

test.describe('home: cases carousel', () => {
  // The home page's width checks (every section's count, no sideways scroll, axe on the whole page with
  // the carousel loaded, no console error) are home.spec.ts's "shows every section in order with its
  // count, and passes axe once scrolled through" at 390, 768 and 1,280 px; here, what only the carousel does.
  test('shows 1 card per view under 768 px without autoplay, 2 from 768 px and 3 from 1,024 px with autoplay, following the window', async ({ page }) => {
    const carousel = await openCarousel(page, 390)
    expect(await page.locator('#cases [data-case-slide]').count()).toBe(8)
    for (const [width, perView] of [
      [390, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await expect.poll(() => slidesInView(page), `${width} px`).toHaveLength(perView)
      if (width < 768) await expect(carousel).not.toHaveAttribute('data-autoplay')
      else await expect(carousel).toHaveAttribute('data-autoplay', 'true')
    }
  })

  test(`autoplays every ${AUTOPLAY_DELAY_MS} ms on a wide screen, and stops for good once the mouse enters`, async ({ page }) => {
    // The carousel's code is held until the page's time stands still: its autoplay starts at `shownAt`.
    const release = await holdScripts(page, { containing: 'embla' })
    await installClock(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await openHydrated(page, '/')
    await page.locator('#cases').scrollIntoViewIfNeeded()
    await pauseClock(page)
    const shownAt = await pageNow(page)
    release()
    const carousel = page.locator('#cases [aria-roledescription="karrusel"]')
    await expect(carousel).toHaveAttribute('data-autoplay', 'true')
    await expect.poll(() => slidesInView(page)).toHaveLength(3)
    const [first] = await slidesInView(page)
    const left = await firstCardLeft(page)
    await runTo(page, shownAt + AUTOPLAY_DELAY_MS - 1)
    expect(await firstCardLeft(page)).toBe(left)
    // The step starts at 5,000 ms and shows in the frame after.
    await runTo(page, shownAt + AUTOPLAY_DELAY_MS + 16)
    expect(await firstCardLeft(page)).not.toBe(left)
    await runTo(page, shownAt + AUTOPLAY_DELAY_MS + 1_000)
    const [second] = await slidesInView(page)
    expect(second).not.toBe(first)
    // The mouse enters: autoplay stops for good.
    await carousel.hover()
    await runTo(page, (await pageNow(page)) + 1_000)
    const held = await slidesInView(page)
    const heldLeft = await firstCardLeft(page)
    await runTo(page, (await pageNow(page)) + 3 * AUTOPLAY_DELAY_MS)
    expect(await firstCardLeft(page)).toBe(heldLeft)
    expect(await slidesInView(page)).toEqual(held)
    // Other islands' code may still be on its way: the test ends without it.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('does not autoplay under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await installClock(page)
    const carousel = await openCarousel(page, 1280)
    await expect(carousel).not.toHaveAttribute('data-autoplay')
    const before = await slidesInView(page)
    const left = await firstCardLeft(page)
    await page.clock.runFor(3 * AUTOPLAY_DELAY_MS)
    expect(await firstCardLeft(page)).toBe(left)
    expect(await slidesInView(page)).toEqual(before)
  })

  test('filters by type with pressed buttons (which stops autoplay), steps with labelled buttons, and links each card to its case', async ({ page }) => {
    await openCarousel(page, 1280)
    const section = page.locator('#cases')
    const ecommerce = section.getByRole('button', { name: 'Ecommerce' })
    await ecommerce.click()
    await expect(ecommerce).toHaveAttribute('aria-pressed', 'true')
    await expect(section.getByRole('button', { name: 'Alle Cases' })).toHaveAttribute('aria-pressed', 'false')
    await expect(section.locator('[data-case-slide]')).toHaveCount(3)
    await section.getByRole('button', { name: 'Service Business' }).click()
    await expect(section.locator('[data-case-slide]')).toHaveCount(5)
    await section.getByRole('button', { name: 'Alle Cases' }).click()
    await expect(section.locator('[data-case-slide]')).toHaveCount(8)
    const before = (await slidesInView(page))[0]
    await section.getByRole('button', { name: 'Næste case' }).click()
    await expect.poll(async () => (await slidesInView(page))[0]).not.toBe(before)
    await expect(section.getByRole('link', { name: 'see our cases' })).toHaveAttribute('href', '/cases')
    const shown = (await slidesInView(page))[0]!
    await section.locator(`[data-case-slide="${shown}"] h3 a`).click()
    await expect(page).toHaveURL(new RegExp(`/cases/${shown}$`))
  })

  test('hydrating keeps the prerendered cards, the very elements, until the carousel code is here', async ({ page }) => {
    // The carousel's code (embla) loads after the section has hydrated: held here until released.
    const release = await holdScripts(page, { containing: 'embla' })
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/')
    const cards = page.locator('#cases article')
    const keptFromPrerender = () => cards.evaluateAll((all) => all.map((card) => 'keptFromPrerender' in card))
    await cards.evaluateAll((all) => all.forEach((card) => Object.assign(card, { keptFromPrerender: true })))
    // At 390 px the carousel does not rotate, so it waits for the visitor: focus on a filter starts it.
    await page.locator('#cases').getByRole('button', { name: 'Ecommerce' }).focus()
    await islandReady(page, 'cases')
    expect(await keptFromPrerender()).toEqual(Array(8).fill(true))
    // The filters answer at once, on the prerendered row.
    await page.locator('#cases').getByRole('button', { name: 'Ecommerce' }).click()
    await expect(cards).toHaveCount(3)
    expect(await keptFromPrerender()).toEqual([true, true, true])
    release()
    await expect(page.locator('#cases [aria-roledescription="karrusel"]')).toBeVisible()
    await expect(page.locator('#cases [data-case-slide]')).toHaveCount(3)
    // Other islands' code may still be on its way: the test ends without it.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test.describe('on a phone (4x slower CPU)', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    // A returning visitor: the consent banner would cover the bottom of a phone's screen.
    test.beforeEach(({ context }) => decideConsent(context))

    test('a first swipe moves the row to the next card (a card is a link: touching it starts nothing), and the carousel a tap on that card starts shows it', async ({
      page,
    }) => {
      await slowCpu(page)
      await page.goto('/')
      const section = page.locator('#cases')
      const row = section.getByRole('list', { name: 'Resultater for rigtige kunder' })
      await row.scrollIntoViewIfNeeded()
      await swipeLeft(row)
      await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(300)
      await expect(section).not.toHaveAttribute('data-ready')
      // Its "+3 more" starts the island, and is carried out once it is ready.
      await section.getByRole('button', { name: '+3 more' }).tap()
      await expect(section.locator('[aria-roledescription="karrusel"]')).toBeVisible({ timeout: 15_000 })
      await expect.poll(() => slidesInView(page)).toEqual(['by-doodle-dog'])
      await expect(section.locator('[data-case-slide="by-doodle-dog"]').getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    })
  })

  test('before its script runs, the cards are a scrollable row whose links work', async ({ page }) => {
    const release = await holdScripts(page)
    await page.setViewportSize({ width: 390, height: 900 })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const row = page.locator('#cases ul').first()
    await expect(row.locator(':scope > li')).toHaveCount(8)
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto')).toBe(true)
    const links = page.locator('#cases h3 a')
    await expect(links).toHaveCount(8)
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(CASE_IDS.map((id) => `/cases/${id}`))
    await links.first().scrollIntoViewIfNeeded()
    await links.first().click()
    await expect(page).toHaveURL(/\/cases\/cph-flyt$/)
    release()
  })
})

/** The element children of an element. */
const childElements = (element: HtmlElement) => element.childNodes.filter((node): node is HtmlElement => 'tagName' in node)

/** The links of a built page whose accessible name (aria-label, else text) passes the test. */
const linksNamed = (route: string, name: (text: string) => boolean) =>
  builtPage(route).elements.filter((element) => element.tagName === 'a' && name(attribute(element, 'aria-label') ?? textOf(element)))

test.describe('/cases and the case pages, as built', () => {
  test('/cases: eight cards, each linking to its case page, which exists, and the coffee call to action', async ({ request }) => {
    const hrefs = linksNamed('/cases', (name) => name.startsWith('Læs case')).map((a) => attribute(a, 'href'))
    expect(hrefs).toEqual(CASE_IDS.map((id) => `/cases/${id}`))
    for (const href of hrefs) expect((await request.get(href!)).status(), href).toBe(200)
    expect(linksNamed('/cases', (name) => name === 'Uforpligtende dialog og kaffe?').map((a) => attribute(a, 'href'))).toEqual(['/kontakt'])
  })

  test('each case page states its three SPEC figures, its duration, steps from 1, the way back and the coffee call to action', () => {
    for (const [id, { figures, months }] of Object.entries(FIGURES)) {
      const route = `/cases/${id}`
      const page = builtPage(route)
      const results = page.elements.filter((element) => element.tagName === 'ul' && attribute(element, 'aria-label') === 'Resultater i tal')
      expect(results, id).toHaveLength(1)
      const values = childElements(results[0]!)
        .filter((li) => li.tagName === 'li')
        .map((li) => childElements(li)[0])
        .filter((first) => first?.tagName === 'span')
        .map((span) => textOf(span!))
      expect(values, id).toEqual(figures)
      expect(page.elements.filter((element) => textOf(element) === `${months} måneder` && childElements(element).length === 0).length, id).toBeGreaterThan(0)
      expect(
        linksNamed(route, (name) => /Tilbage til cases/.test(name)).map((a) => attribute(a, 'href')),
        id,
      ).toEqual(['/cases'])
      const story = page.elements.find((element) => attribute(element, 'id') === 'historien')
      const lists = elementsIn(story!, (element) => element.tagName === 'ol')
      expect(
        lists.map((ol) => [attribute(ol, 'start') ?? '1', attribute(ol, 'reversed')]),
        id,
      ).toEqual([['1', undefined]])
      expect(
        linksNamed(route, (name) => name === 'Uforpligtende dialog og kaffe?').map((a) => attribute(a, 'href')),
        id,
      ).toEqual(['/kontakt'])
    }
  })
})

test.describe('the case pages', () => {
  test('services: "+N mere" expands for good, except on by-doodle-dog, where "Vis færre" collapses them again', async ({ page }) => {
    await openHydrated(page, '/cases/b2b-loupes')
    const hero = page.locator('#case')
    // The duration the built page states (checked above) shows.
    await expect(hero.getByTestId('case-duration')).toHaveText('17 måneder')
    await expect(hero.getByTestId('case-duration')).toBeVisible()
    await expect(hero.locator('dd li:visible')).toHaveCount(2)
    await hero.getByText('+2 mere').click()
    await expect(hero.locator('dd li:visible')).toHaveCount(4)
    await expect(hero.locator('summary')).toBeHidden()

    await openHydrated(page, '/cases/by-doodle-dog')
    await expect(hero.locator('dd li:visible')).toHaveCount(3)
    await hero.getByText('+3 mere').click()
    await expect(hero.locator('dd li:visible')).toHaveCount(6)
    await hero.getByText('Vis færre').click()
    await expect(hero.locator('dd li:visible')).toHaveCount(3)
  })

  test('the video waits, poster first, until in view, then plays muted and looping, with its controls', async ({ page }) => {
    await openHydrated(page, '/cases/cph-flyt')
    const video = page.getByTestId('case-video')
    await expect(video).toHaveAttribute('preload', 'none')
    await expect(video).toHaveAttribute('poster', /cph-flyt-poster\.webp$/)
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await video.scrollIntoViewIfNeeded()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.loop && v.controls), { timeout: 10_000 }).toBe(true)
  })

  test("without JavaScript the video shows its poster and the browser's own controls, which play it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto('/cases/cph-flyt')
    const video = page.getByTestId('case-video')
    await expect(video).toHaveAttribute('poster', /cph-flyt-poster\.webp$/)
    await video.scrollIntoViewIfNeeded()
    const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused)
    // The play button at the bottom left of the controls a browser shows when scripting is disabled;
    // pressed again if the first press came before they were ready (on a busy machine).
    await expect(async () => {
      const box = (await video.boundingBox())!
      if (!(await playing())) await page.mouse.click(box.x + 24, box.y + box.height - 48)
      await expect.poll(playing, { timeout: 1_000 }).toBe(true)
    }).toPass({ timeout: 10_000 })
    await context.close()
  })

  test('the video stays paused and muted under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHydrated(page, '/cases/cph-flyt')
    const video = page.getByTestId('case-video')
    await video.scrollIntoViewIfNeeded()
    await page.waitForTimeout(1_500)
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, muted: v.muted }))).toEqual({ paused: true, muted: true })
  })

  test('pure-vinduespolering: the site\'s card first, even in view; the sandboxed live site on "Vis live"; a visit link in a new tab', async ({
    page,
    problems,
  }) => {
    // The client's site is down (offline here; a site that is down or refuses framing looks the same).
    const asked: string[] = []
    await page.route('https://purevinduespolering.dk/**', (route) => {
      asked.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await openHydrated(page, '/cases/pure-vinduespolering')
    const section = page.locator('#hjemmesiden')
    await section.scrollIntoViewIfNeeded()
    const toggle = section.getByRole('button', { name: 'Vis live: Pure Vinduespolering' })
    await expect(toggle).toBeVisible()
    await expect(section.getByText('Pure Vinduespolering', { exact: true })).toBeVisible()
    await expect(section.locator('iframe')).toHaveCount(0)
    expect([...asked, ...problems.offsiteRequests]).toEqual([])

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    const frame = section.locator('iframe')
    await expect(frame).toHaveAttribute('src', 'https://purevinduespolering.dk')
    await expect(frame).toHaveAttribute('title', 'Forhåndsvisning af Pure Vinduespolering')
    const sandbox = (await frame.getAttribute('sandbox'))!.split(/\s+/)
    expect(sandbox).toContain('allow-scripts')
    expect(sandbox).not.toContain('allow-same-origin')
    await expect.poll(() => asked).toEqual(['https://purevinduespolering.dk/'])
    await expect(section.getByText('Kan forhåndsvisningen ikke vises')).toBeVisible()
    const visit = section.getByRole('link', { name: /Besøg Website/ })
    await expect(visit).toHaveAttribute('href', 'https://purevinduespolering.dk')
    await expect(visit).toHaveAttribute('target', '_blank')
    await expect(visit).toHaveAttribute('rel', /noopener/)
  })

  const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
  const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`

  // "Vis live" pressed before it works: once the section's island has started but before its code has
  // run (that code held; React and the islands' loader are here), or before any of the page's code has
  // run (every script held: the prerendered HTML is pressed).
  const pressedTooEarly: [when: string, open: (page: Page) => Promise<() => void>][] = [
    [
      'while its island is starting',
      async (page) => {
        const release = await holdScripts(page, { path: chunkOf('sitePreview') })
        await page.goto('/cases/pure-vinduespolering')
        return release
      },
    ],
    [
      "before any of the page's code has run",
      async (page) => {
        const release = await holdScripts(page)
        await page.goto('/cases/pure-vinduespolering')
        return release
      },
    ],
  ]
  for (const [when, open] of pressedTooEarly) {
    test(`"Vis live" pressed ${when} is carried out once the island has hydrated`, async ({ page }) => {
      await page.route('https://purevinduespolering.dk/**', (route) => route.abort('internetdisconnected'))
      const release = await open(page)
      const section = page.locator('#hjemmesiden')
      await section.scrollIntoViewIfNeeded()
      const toggle = section.getByRole('button', { name: 'Vis live: Pure Vinduespolering' })
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await expect(section.locator('iframe')).toHaveCount(0)

      release()
      await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      await expect(section.locator('iframe')).toHaveAttribute('src', 'https://purevinduespolering.dk')
    })
  }

  test('the gallery is a focusable, labelled region that scrolls with the arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await openHydrated(page, '/cases/jons-madklub')
    const region = page.getByRole('region', { name: 'Fra kampagnerne' })
    await expect(region.getByRole('figure')).toHaveCount(3)
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  })
})
