import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { linksIn, sectionById } from '../builtPage.ts'
import { expect, expectNoAxeViolations, islandsStartingByThemselves, sectionHydrated, test, type PageProblems } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
const chunkOf = (type: string) => `/${manifest[sectionModulePath(type)]!.file}`

/** One home section: its id (the anchor) and, where it lists things, how many a visitor sees. */
interface HomeSection {
  id: string
  counts?: { selector: string; n: number }[]
}

/**
 * The home page's sections in order (SPEC.md "Home (/)"). Each engineer's sections are added here
 * in their place; the test fails for a missing, extra or misplaced section and for a wrong count.
 */
const homeSections: HomeSection[] = [
  { id: 'hero' },
  // Two audience cards and eight service tiles, each tile a link to its service page.
  {
    id: 'services',
    counts: [
      { selector: 'ul:not([aria-labelledby]) > li:has(h3)', n: 2 },
      { selector: 'ul[aria-labelledby$="-tiles"] > li > a[href^="/services/"]', n: 8 },
    ],
  },
  // Eight case cards, in the prerendered row or (hydrated) in the carousel.
  { id: 'cases', counts: [{ selector: 'article:has(a[href^="/cases/"])', n: 8 }] },
  // Each quote once: the marquee's hidden copy (aria-hidden) does not count.
  { id: 'udtalelser', counts: [{ selector: 'ul:not([aria-hidden]) > li[data-testimonial]', n: 15 }] },
  { id: 'videoer', counts: [{ selector: 'ol[aria-label="Vælg en video"] > li', n: 6 }] },
  { id: 'kreativer', counts: [{ selector: '[id$="-creatives"] li', n: 19 }] },
  { id: 'hjemmesider', counts: [{ selector: 'article:has(a[target="_blank"])', n: 4 }] },
  // Four people; the recruiting card is only on /team.
  { id: 'team', counts: [{ selector: 'article', n: 4 }] },
  { id: 'spoergsmaal', counts: [{ selector: 'details', n: 7 }] },
  { id: 'contact', counts: [{ selector: '[data-countries] > li', n: 6 }] },
  { id: 'book-audit' },
]

const sectionIds = (page: Page) => page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))

/** Scrolls the testimonials into view (a static section: its controls are native HTML and CSS). */
async function testimonialsReady(page: Page) {
  const section = page.locator('#udtalelser')
  await section.scrollIntoViewIfNeeded()
  return section
}

/** The marquee rows' moving strips. */
const tracks = (page: Page) => page.locator('#udtalelser [data-row] > div')

/** The horizontal offset of the first row's strip now. */
const offset = (page: Page) =>
  tracks(page)
    .first()
    .evaluate((track) => new DOMMatrix(getComputedStyle(track).transform).m41)

/**
 * Whether the first row's strip is moving: its CSS animation runs (not paused by hover, the switch or
 * reduced motion) between two different positions. Read from the animation itself, so no test waits.
 */
const moves = (page: Page) =>
  tracks(page)
    .first()
    .evaluate((track) => {
      const [animation] = track.getAnimations()
      if (animation === undefined) return false
      const positions = new Set((animation.effect as KeyframeEffect).getKeyframes().map((frame) => String(frame.transform)))
      return animation.playState === 'running' && positions.size > 1
    })

/** The testimonials' motion, as a visitor meets it: the rows move, pause on hover and with the switch, and stand still under reduced motion. */
async function checkTestimonialMotion(page: Page) {
  const section = await testimonialsReady(page)
  const animations = await tracks(page).evaluateAll((all) => all.map((t) => [getComputedStyle(t).animationDuration, getComputedStyle(t).animationDirection]))
  expect(animations).toEqual([
    ['40s', 'normal'],
    ['35s', 'reverse'],
  ])
  // The copy that makes the loop seamless is hidden from assistive technology and cannot take focus.
  for (const copy of await section.locator('ul[aria-hidden="true"]').all()) {
    await expect(copy).toHaveAttribute('inert', '')
  }
  await page.mouse.move(0, 0)
  expect(await moves(page)).toBe(true)

  await section.getByRole('group', { name: 'Udtalelser fra kunder' }).hover()
  expect(await moves(page)).toBe(false)
  await page.mouse.move(0, 0)

  const pause = section.getByRole('switch', { name: 'Stop rulning' })
  await pause.click()
  await page.mouse.move(0, 0)
  await expect(pause).toBeChecked()
  expect(await moves(page)).toBe(false)
  await pause.click()
  await page.mouse.move(0, 0)
  await expect(pause).not.toBeChecked()
  expect(await moves(page)).toBe(true)

  // Under prefers-reduced-motion the rows stand still, each quote once.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  expect(await tracks(page).evaluateAll((all) => all.map((t) => getComputedStyle(t).animationName))).toEqual(['none', 'none'])
  expect(await moves(page)).toBe(false)
  expect(await offset(page)).toBe(0)
  await expect(page.locator('#udtalelser ul[aria-hidden="true"]').first()).toBeHidden()
  await expect(page.locator('#udtalelser li[data-testimonial]:visible')).toHaveCount(15)
  await page.emulateMedia({ reducedMotion: null })
}

/** A keyboard user reaches a long quote, sees it, and opens and closes it. */
async function checkLongQuoteByKeyboard(page: Page) {
  const section = await testimonialsReady(page)
  const card = section.locator('ul:not([aria-hidden]) > li[data-testimonial="cph-flyt"]')
  const ending = card.getByText('føles som en del af firmaet.', { exact: false })
  await expect(ending).toBeHidden()
  // Tab from the pause switch into the first row: its first quote's toggle.
  await section.getByRole('switch', { name: 'Stop rulning' }).focus()
  await page.keyboard.press('Tab')
  const toggle = card.locator('summary')
  await expect(toggle).toBeFocused()
  await expect(toggle).toHaveText(/^Læs mere/, { useInnerText: true })
  await expect(toggle).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Enter')
  await expect(card.locator('details')).toHaveAttribute('open', '')
  await expect(toggle).toHaveText(/^Læs mindre/, { useInnerText: true })
  await expect(ending).toBeVisible()
  // Only that card opened.
  await expect(section.locator('ul:not([aria-hidden]) details[open]')).toHaveCount(1)
  await page.keyboard.press('Enter')
  await expect(card.locator('details')).not.toHaveAttribute('open')
  await expect(ending).toBeHidden()
}

const clientSites = ['https://cphflyt.dk', 'https://bydoodledog.dk', 'https://jonsmadklub.dk', 'https://purevinduespolering.dk']

/**
 * Makes the client sites unreachable (offline here; in production a site that is down or refuses
 * framing looks the same) and records every request to them.
 */
async function clientSitesDown(page: Page) {
  const unreachable: string[] = []
  await page.route(
    (url) => clientSites.includes(url.origin),
    (route) => {
      unreachable.push(route.request().url())
      return route.abort('internetdisconnected')
    },
  )
  return unreachable
}

/** The website previews: a card or screenshot first, the sandboxed live site only on "Vis live". */
async function checkWebsitePreviews(page: Page, unreachable: string[], problems: PageProblems) {
  const section = page.locator('#hjemmesider')
  await section.scrollIntoViewIfNeeded()
  // Nothing of the client sites loads with the page, even in view: no box waits on a third party.
  expect([...unreachable, ...problems.offsiteRequests.filter((url) => clientSites.includes(new URL(url).origin))]).toEqual([])
  await expect(section.locator('iframe')).toHaveCount(0)
  const cards = section.getByRole('article')
  await expect(cards).toHaveCount(4)
  for (const [index, name] of ['CPH Flyt', 'By Doodle Dog', 'Jons Madklub', 'Pure Vinduespolering'].entries()) {
    // Each box shows the site's name (on its cover, hidden from screen readers, who hear the card's
    // heading) or its screenshot, never an empty frame.
    if (name === 'Jons Madklub') await expect(cards.nth(index).getByRole('img', { name: /Jons Madklub/ })).toBeVisible()
    else await expect(cards.nth(index).locator('[aria-hidden="true"] > span').getByText(name, { exact: true })).toBeVisible()
  }
  await expect(cards.nth(2).getByRole('button')).toHaveCount(0) // SPEC shows this one as a screenshot only

  const toggle = section.getByRole('button', { name: 'Vis live: CPH Flyt' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  const frame = section.locator('iframe')
  await expect(frame).toHaveCount(1)
  const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/)
  expect(sandbox).toContain('allow-scripts')
  expect(sandbox).not.toContain('allow-same-origin')
  await expect(frame).toHaveAttribute('src', 'https://cphflyt.dk')
  await expect(frame).toHaveAttribute('title', 'Forhåndsvisning af CPH Flyt')
  await expect.poll(() => unreachable).toEqual(['https://cphflyt.dk/'])
  await toggle.click()
  await expect(frame).toHaveCount(0)
  await expect(cards.nth(0).locator('[aria-hidden="true"] > span').getByText('CPH Flyt', { exact: true })).toBeVisible()
}

test.describe('home page /', () => {
  const alsoChecked: Record<number, string> = {
    390: '; a keyboard user opens and closes a long quote',
    768: '; the testimonials move, pause on hover and with the switch, and stand still under reduced motion',
    1280: '; the gallery\'s code is fetched ahead only once scrolled near, its props come in the page; the website previews load no client site until "Vis live", which shows it sandboxed, even when the site is unreachable',
  }
  for (const width of [390, 768, 1280]) {
    test(`shows every section in order with its count, and its content passes axe once scrolled through, at ${width} px${alsoChecked[width]}`, async ({
      page,
      problems,
    }) => {
      // One load checked for several things: more than the default time on a busy machine.
      test.slow()
      await page.setViewportSize({ width, height: 900 })
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      const unreachable = width === 1280 ? await clientSitesDown(page) : []
      await page.goto('/')
      if (width === 1280) {
        // An island far below the first screen: its code is not fetched with the page, only ahead once
        // the visitor scrolls near it (each island starts on its own, when the visitor uses it).
        await page.waitForLoadState('networkidle')
        expect(requested).not.toContain(chunkOf('creativeGallery'))
      }
      expect(await sectionIds(page)).toEqual(homeSections.map((s) => s.id))
      for (const { id, counts = [] } of homeSections) {
        for (const count of counts) await expect(page.locator(`#${id}`).locator(count.selector), `#${id} ${count.selector}`).toHaveCount(count.n)
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)

      // Down the page as a visitor scrolls: each island with work of its own when seen (the cases
      // carousel, which rotates from 768 px) hydrates as it comes near, the others stay as prerendered; then axe on the page's content in that state (routes.spec.ts scans the whole page, its header,
      // footer and banner with it, at 360 and 1,280 px).
      for (const { id } of homeSections) {
        const section = page.locator(`#${id}`)
        await section.scrollIntoViewIfNeeded()
        const startsHere = (await islandsStartingByThemselves(page)).some((island) => island.id === id)
        if (startsHere) await sectionHydrated(page, id)
      }
      await page.waitForLoadState('networkidle')
      await expectNoAxeViolations(page, { include: 'main' })
      if (width === 1280) {
        // The gallery's code was fetched ahead when it was near; its props were in the page (no page data is fetched).
        expect(requested).toContain(chunkOf('creativeGallery'))
        expect(requested.filter((path) => path.endsWith('.pageContext.json'))).toEqual([])
      }

      if (width === 390) await checkLongQuoteByKeyboard(page)
      if (width === 768) await checkTestimonialMotion(page)
      if (width === 1280) await checkWebsitePreviews(page, unreachable, problems)
      expect(problems.consoleErrors).toEqual([])
      expect(problems.cspViolations).toEqual([])
    })
  }

  test('as built: the website previews link each client site, in a new tab without access to this page', () => {
    const links = linksIn(sectionById('/', 'hjemmesider')).filter((link) => link.text.startsWith('Besøg Website'))
    expect(links.map((link) => link.href && new URL(link.href).origin)).toEqual(clientSites)
    for (const link of links) expect([link.target, link.rel]).toEqual(['_blank', 'noopener noreferrer'])
  })

  for (const width of [390, 1280]) {
    test(`/#services, /#cases, /#team and /#contact land with the section heading visible below the fixed top bar at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const anchor of ['services', 'cases', 'team', 'contact']) {
        await page.goto('about:blank') // a fresh load each time, not a jump within the page
        await page.goto(`/#${anchor}`)
        const heading = page.locator(`#${anchor}`).getByRole('heading', { level: 2 }).first()
        const headerBottom = await page
          .locator('body > * header, header')
          .first()
          .evaluate((header) => header.getBoundingClientRect().bottom)
        await expect
          .poll(
            async () => {
              const box = await heading.boundingBox()
              return box !== null && box.y >= headerBottom && box.y + box.height <= 800
            },
            { message: `#${anchor}` },
          )
          .toBe(true)
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      }
    })
  }
})

test.describe('home page / without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the testimonials scroll, pause with the switch and open a long quote; the website previews show each site\'s name or screenshot, load no frame and offer no "Vis live" that cannot work', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const section = await testimonialsReady(page)
    await page.mouse.move(0, 0)
    expect(await moves(page)).toBe(true)
    await section.getByRole('switch', { name: 'Stop rulning' }).click()
    await page.mouse.move(0, 0)
    expect(await moves(page)).toBe(false)
    const card = section.locator('ul:not([aria-hidden]) > li[data-testimonial="cph-flyt"]')
    await card.locator('summary').focus()
    await page.keyboard.press('Enter')
    await expect(card.getByText('føles som en del af firmaet.', { exact: false })).toBeVisible()

    const websites = page.locator('#hjemmesider')
    await expect(websites.locator('iframe')).toHaveCount(0)
    await expect(websites.getByRole('button', { name: /^Vis live/ })).toHaveCount(0)
    await expect(websites.getByText('By Doodle Dog', { exact: true }).first()).toBeVisible()
    await expect(websites.getByRole('link', { name: /^Besøg Website/ })).toHaveCount(4)
  })
})
