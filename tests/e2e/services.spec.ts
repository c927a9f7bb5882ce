import { readFileSync } from 'node:fs'
import type { Manifest } from '../../build/optimizeHtml.ts'
import { sectionModulePath } from '../../sections/sectionModules.ts'
import { builtPage, elementById, elementsIn, firstIn, linksIn, sectionById, tagWith, textOf } from '../builtPage.ts'
import type { Locator } from '@playwright/test'
import { decideConsent, expect, islandReady, openHydrated, slowCpu, swipeLeft, test } from './fixtures.ts'

const manifest = JSON.parse(readFileSync('dist/assets.json', 'utf8')) as Manifest
const carouselChunk = `/${manifest[sectionModulePath('imageCarousel')]!.file}`

// Lean: one load per page and width; routes.spec.ts already checks head tags, axe and sideways scroll.
test.describe('service pages', () => {
  for (const width of [390, 1280]) {
    test(`/services/google-ads at ${width} px: price, results, carousel by keyboard, single-open FAQ, related pages and calls to action`, async ({
      page,
      problems,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, '/services/google-ads')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText('Fra 6.000 kr. om måneden')).toBeVisible()
      await expect(page.getByText('lavere klikpris')).toBeVisible()

      // The screenshot carousel: labelled buttons, keyboard operable, seven slides.
      const carousel = page.getByRole('region', { name: 'Et kig ind i kontoen' })
      await carousel.scrollIntoViewIfNeeded()
      // It hydrates when it comes near the viewport; wait until it responds.
      await page.locator('#skaermbilleder [data-ready]').waitFor({ state: 'attached' })
      await expect(carousel.getByRole('group')).toHaveCount(7)
      const status = page.locator('#skaermbilleder').getByRole('status')
      const next = carousel.getByRole('button', { name: 'Næste billede' })
      await expect(next).toBeVisible()
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(status).toHaveText('Billede 2 af 7')
      await page.keyboard.press('ArrowRight')
      await expect(status).toHaveText('Billede 3 af 7')
      const third = carousel.getByRole('group', { name: '3 af 7' })
      await expect(third.getByRole('img')).toBeInViewport()
      await page.keyboard.press('ArrowLeft')
      await expect(status).toHaveText('Billede 2 af 7')
      await expect(carousel.getByRole('button', { name: 'Forrige billede' })).toBeEnabled()

      // FAQ: six questions, one open at a time.
      const faq = page.locator('#faq details')
      await expect(faq).toHaveCount(6)
      await faq.nth(0).locator('summary').click()
      await faq.nth(1).locator('summary').click()
      await expect(faq.nth(1)).toHaveAttribute('open')
      await expect(faq.nth(0)).not.toHaveAttribute('open')

      // Related pages: three other service pages, never this one.
      const related = page.locator('#relaterede')
      await expect(related.getByRole('heading', { level: 2 })).toHaveText('Mange besøgende der ser Google Ads ser som regel også:')
      const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(hrefs).toHaveLength(3)
      expect(hrefs).not.toContain('/services/google-ads')
      for (const href of hrefs) expect(href).toMatch(/^\/services\/[a-z-]+$/)

      // Every call to action in the page's content leads to /kontakt.
      const ctaHrefs = await page.locator('main [data-variant]').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(ctaHrefs.length).toBeGreaterThanOrEqual(3)
      expect(new Set(ctaHrefs)).toEqual(new Set(['/kontakt']))

      expect(problems.consoleErrors).toEqual([])
      expect(problems.cspViolations).toEqual([])
    })
  }

  test.describe('/services/google-ads on a phone (4x slower CPU), the screenshots touched first', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    // A returning visitor: the consent banner would cover the bottom of a phone's screen.
    test.beforeEach(({ context }) => decideConsent(context))
    /** How far (px) the slide with this label starts from the start of the carousel's viewport: 0 when it is the one shown. */
    const offsetOf = (viewport: Locator, slide: string) =>
      viewport.evaluate((element, label) => {
        const start = element.querySelector(`[aria-label="${label}"]`)!.getBoundingClientRect().left
        return Math.abs(start - element.getBoundingClientRect().left)
      }, slide)

    test('a first swipe, still moving while the carousel hydrates, ends on the next screenshot, and the next swipe moves on by one', async ({ page }) => {
      await slowCpu(page)
      await page.goto('/services/google-ads')
      const section = page.locator('#skaermbilleder')
      const viewport = section.locator('.mantine-Carousel-viewport')
      const status = section.getByRole('status')
      await viewport.scrollIntoViewIfNeeded()
      await expect(section).not.toHaveAttribute('data-ready')
      // The touch starts the island; the finger is still down when it has hydrated.
      await swipeLeft(viewport, { midway: () => islandReady(page, 'skaermbilleder') })
      await expect(status).toHaveText('Billede 2 af 7')
      await expect.poll(() => offsetOf(viewport, '2 af 7')).toBeLessThan(2)
      await swipeLeft(viewport)
      await expect(status).toHaveText('Billede 3 af 7')
      await expect.poll(() => offsetOf(viewport, '3 af 7')).toBeLessThan(2)
    })

    test('a first tap where the next button shows once the carousel runs moves nothing (it shows only then); then one tap is one step', async ({ page }) => {
      await slowCpu(page)
      await page.goto('/services/google-ads')
      const section = page.locator('#skaermbilleder')
      const viewport = section.locator('.mantine-Carousel-viewport')
      const next = section.getByRole('button', { name: 'Næste billede' })
      await viewport.scrollIntoViewIfNeeded()
      // Prerendered, the buttons are hidden and let a tap through to the image.
      await expect(next).toHaveAttribute('aria-disabled', 'true')
      const box = (await next.boundingBox())!
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      await islandReady(page, 'skaermbilleder')
      await expect(next).toHaveAttribute('aria-disabled', 'false')
      await expect(section.getByRole('status')).toHaveText('Billede 1 af 7')
      expect(await offsetOf(viewport, '1 af 7')).toBeLessThan(2)
      await next.tap()
      await expect(section.getByRole('status')).toHaveText('Billede 2 af 7')
      await expect.poll(() => offsetOf(viewport, '2 af 7')).toBeLessThan(2)
    })
  })

  test('/services at 390 px: nine cards, each with four features and "Læs mere" to its page, then a call to action', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await openHydrated(page, '/services')
    const cards = page.locator('#alle-services li:has(> h3)')
    await expect(cards).toHaveCount(9)
    for (let i = 0; i < 9; i++) await expect(cards.nth(i).locator('ul > li')).toHaveCount(4)
    const links = page.locator('#alle-services').getByRole('link', { name: /^Læs mere/ })
    await expect(links).toHaveCount(9)
    await expect(links.first()).toHaveAttribute('href', '/services/google-ads')
    await links.first().click()
    await expect(page).toHaveURL(/\/services\/google-ads$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Google Ads')
  })

  test('/services/meta-ads at 1280 px: six screenshots, the carousel loads only where it is used', async ({ page }) => {
    const carouselScripts: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === carouselChunk) carouselScripts.push(request.url())
    })
    await openHydrated(page, '/services/automatiseringer')
    await page.waitForLoadState('networkidle')
    expect(carouselScripts).toEqual([])
    await expect(page.locator('#omraader li')).toHaveCount(6)

    await openHydrated(page, '/services/meta-ads')
    const carousel = page.getByRole('region', { name: 'Sådan ser det ud bag kulissen' })
    await carousel.scrollIntoViewIfNeeded()
    await page.locator('#skaermbilleder [data-ready]').waitFor({ state: 'attached' })
    await expect(carousel.getByRole('group')).toHaveCount(6)
    await expect(carousel.getByRole('button', { name: 'Næste billede' })).toBeVisible()
    expect(carouselScripts.length).toBeGreaterThan(0)
  })
})

// The section's place (right after the hero) and its card and tile counts are checked in home.spec.ts, in the page as shown.
test('home, as built: the services section has the two audience cards and eight service tiles, each a link to a service page', () => {
  const section = sectionById('/', 'services')
  expect(elementsIn(section, tagWith('h3')).map((heading) => textOf(heading))).toEqual(expect.arrayContaining(['E-commerce', 'Servicevirksomheder']))
  // The tiles' list is named by its label (the list's aria-labelledby).
  expect(textOf(elementById(builtPage('/'), 'services-tiles')!)).toBe('Vores services')
  const tiles = linksIn(firstIn(section, 'tiles list', tagWith('ul', { 'aria-labelledby': 'services-tiles' })))
  expect(tiles).toHaveLength(8)
  for (const { href } of tiles) expect(href).toMatch(/^\/services\/[a-z-]+$/)
})

test('/services/video-produktion at 390 px: choosing a sample plays it muted and looping, without controls or context menu, 88 px below the top', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHydrated(page, '/services/video-produktion')
  await expect(page.getByText('Fra 10.000 kr.')).toBeVisible()
  const section = page.locator('#eksempler')
  await section.scrollIntoViewIfNeeded()
  await page.locator('#eksempler [data-ready]').waitFor({ state: 'attached' })
  const choices = section.getByRole('list', { name: 'Vælg en video' }).getByRole('button')
  await expect(choices).toHaveCount(6)
  const choice = section.getByRole('list', { name: 'Vælg en video' }).getByRole('button', { name: /^Kundeudtalelse/ })
  await choice.scrollIntoViewIfNeeded()
  await choice.click()
  await expect(choice).toHaveAttribute('aria-pressed', 'true')
  const video = section.locator('video')
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, paused: v.paused, loop: v.loop, controls: v.controls })))
    .toEqual({ muted: true, paused: false, loop: true, controls: false })
  await expect.poll(() => page.locator('#eksempler-player').evaluate((player) => Math.round(player.getBoundingClientRect().top))).toBe(88)
  const prevented = await video.evaluate((v) => !v.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })))
  expect(prevented).toBe(true)
  expect(problems.consoleErrors).toEqual([])
})
