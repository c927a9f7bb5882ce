import type { Page } from '@playwright/test'
import { START_ISLAND_EVENT } from '../../islands/loading.ts'
import { decideConsent, expect, expectNoAxeViolations, islandReady, slowCpu, swipeLeft, test } from './fixtures.ts'

/** Records every request for a video file the page makes. */
function recordVideoRequests(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'media' || /\.(mp4|webm)(\?|$)/.test(request.url())) requested.push(new URL(request.url()).pathname)
  })
  return requested
}

const playerState = (page: Page) =>
  page
    .locator('#videoer video')
    .evaluate((video: HTMLVideoElement) => ({ muted: video.muted, paused: video.paused, src: new URL(video.currentSrc || 'about:blank').pathname }))
/** The list entry for a video, by its title. */
const videoChoice = (page: Page, title: string) =>
  page
    .locator('#videoer')
    .getByRole('list', { name: 'Vælg en video' })
    .getByRole('button', { name: new RegExp(`^${title}`) })
/** The sections hydrate when they come near the viewport: brings one there and waits until it responds. */
/**
 * Scrolls a section into view and starts its island, as a visitor's first touch in it would (it waits
 * for one: neither section has work of its own when seen), then waits until it has taken over.
 */
async function scrollToReady(page: Page, id: 'videoer' | 'kreativer') {
  await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  await page.evaluate(({ event, id }) => dispatchEvent(new CustomEvent(event, { detail: id })), { event: START_ISLAND_EVENT, id })
  await page.locator(id === 'videoer' ? '#videoer [data-ready]' : '#kreativer [data-enhanced]').waitFor({ state: 'attached' })
}
const playerTop = (page: Page) => page.locator('#videoer-player').evaluate((player) => Math.round(player.getBoundingClientRect().top))

test.describe('home page videos', () => {
  test('at 390 px: nothing downloads before a choice; choosing plays it muted and scrolls the player 88 px below the top', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const requested = recordVideoRequests(page)
    await page.goto('/')
    const videos = page.locator('#videoer')
    // Scroll through the whole section, as a visitor reading it does: still no video bytes.
    await scrollToReady(page, 'videoer')
    await videoChoice(page, 'Trygge første skridt').scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
    await expect(videos.locator('video')).toHaveAttribute('preload', 'none')
    await expect(videos.locator('video')).not.toHaveAttribute('controls')
    await expect(videos.getByRole('button', { name: 'Afspil Flyttedag uden stress' })).toBeVisible()

    const choice = videoChoice(page, 'Ugens menukasse')
    await choice.click()
    await expect(choice).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => playerState(page)).toEqual({ muted: true, paused: false, src: '/media/videos/menukasse.mp4' })
    await expect(videos.locator('video')).toHaveJSProperty('loop', true)
    // The smooth scroll ends with the player's top 88 px below the top of the viewport.
    await expect.poll(() => playerTop(page)).toBe(88)
    expect(requested.every((path) => path === '/media/videos/menukasse.mp4')).toBe(true)

    // The visitor can pause it; the play overlay comes back.
    await videos.getByRole('button', { name: 'Sæt Ugens menukasse på pause' }).click()
    await expect.poll(() => playerState(page)).toMatchObject({ paused: true })
    await expect(videos.getByRole('button', { name: 'Afspil Ugens menukasse' })).toBeVisible()

    // The context menu is disabled on the video.
    const prevented = await videos
      .locator('video')
      .evaluate((video) => !video.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })))
    expect(prevented).toBe(true)
    await expectNoAxeViolations(page, { include: '#videoer' })
    expect(problems.consoleErrors).toEqual([])
  })

  test('at 1,280 px: choosing plays it without scrolling the page', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    await scrollToReady(page, 'videoer')
    // In the middle of the window, clear of the consent banner at its foot: Playwright's click would
    // otherwise scroll a button the banner covers, and that is not the page scrolling.
    await videoChoice(page, 'Fra klik til kunde').evaluate((button) => button.scrollIntoView({ block: 'center' }))
    const scrollY = await page.evaluate(() => window.scrollY)
    await videoChoice(page, 'Fra klik til kunde').click()
    await expect.poll(() => playerState(page)).toEqual({ muted: true, paused: false, src: '/media/videos/leads.mp4' })
    // A smooth scroll moves the page on every frame: two more frames would show one begun with the choice.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY)
    await expectNoAxeViolations(page, { include: '#videoer' })
    expect(problems.consoleErrors).toEqual([])
  })
})

test.describe('home page creatives', () => {
  // A returning visitor: the consent banner would cover the bottom of a phone's screen.
  test.beforeEach(({ context }) => decideConsent(context))
  test('at 390 px: buttons are disabled at the ends, a step scrolls 344 px, and a swipe moves one creative', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const gallery = page.locator('#kreativer')
    const previous = gallery.getByRole('button', { name: 'Forrige annonce' })
    const next = gallery.getByRole('button', { name: 'Næste annonce' })
    const row = gallery.getByRole('region', { name: 'Annoncer' })
    await scrollToReady(page, 'kreativer')
    await expect(gallery.getByRole('img')).toHaveCount(19)
    await expect(gallery.getByRole('listitem').filter({ hasText: /^(\+52% konverteringer|5,2% CTR|-32% CPM|24-48 timer levering)$/ })).toHaveCount(4)
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()

    await next.click()
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(344)
    await expect(gallery.getByText('Annonce 2 af 19')).toBeVisible()
    await expect(previous).toBeEnabled()

    // A 60 px swipe to the left moves on by one (on the row where it is on screen).
    await row.scrollIntoViewIfNeeded()
    const box = (await row.boundingBox())!
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 200, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 140, y, { steps: 4 })
    await page.mouse.up()
    await expect(gallery.getByText('Annonce 3 af 19')).toBeVisible()
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(688)

    // The keyboard reaches the last one; there the next button is disabled.
    await row.focus()
    await page.keyboard.press('End')
    await expect(gallery.getByText('Annonce 19 af 19')).toBeVisible()
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page, { include: '#kreativer' })
    expect(problems.consoleErrors).toEqual([])
  })

  test.describe('touched first on a phone (4x slower CPU), before the gallery runs', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const scrollLeft = (page: Page) => page.locator('#kreativer [id$="-creatives"]').evaluate((row) => row.scrollLeft)

    test('a swipe still moving while the gallery hydrates ends on the next creative, aligned, and the next swipe moves on by one', async ({ page }) => {
      await slowCpu(page)
      await page.goto('/')
      const gallery = page.locator('#kreativer')
      const row = gallery.getByRole('region', { name: 'Annoncer' })
      await row.scrollIntoViewIfNeeded()
      await expect(gallery).not.toHaveAttribute('data-ready')
      // The touch starts the island; the finger is still down when it has hydrated.
      await swipeLeft(row, { midway: () => islandReady(page, 'kreativer') })
      await expect(gallery.getByText('Annonce 2 af 19')).toBeVisible()
      await expect.poll(() => scrollLeft(page)).toBe(344)
      await expect(row).toHaveAttribute('data-enhanced')
      await swipeLeft(row)
      await expect(gallery.getByText('Annonce 3 af 19')).toBeVisible()
      await expect.poll(() => scrollLeft(page)).toBe(688)
    })

    test('a tap on "next" is carried out once it has hydrated, as one step', async ({ page }) => {
      await slowCpu(page)
      await page.goto('/')
      const gallery = page.locator('#kreativer')
      await gallery.getByRole('region', { name: 'Annoncer' }).scrollIntoViewIfNeeded()
      await expect(gallery).not.toHaveAttribute('data-ready')
      await gallery.getByRole('button', { name: 'Næste annonce' }).tap()
      await islandReady(page, 'kreativer')
      await expect.poll(() => scrollLeft(page)).toBe(344)
      await expect(gallery.getByText('Annonce 2 af 19')).toBeVisible()
    })
  })
})

test('when media fail: a blocked autoplay is silently ignored (the play overlay shows, no message, no error), a creative whose image fails gets a grey background and a console entry, and an image in a static section falls back', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    HTMLMediaElement.prototype.play = () =>
      Promise.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'))
  })
  await page.route('**/media/creatives/sommerudsalg.webp', (route) => route.fulfill({ status: 404, body: '' }))
  await page.route('**/media/logos/Frame%2079.png', (route) => route.fulfill({ status: 404, body: '' }))
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'info') logged.push(message.text())
  })
  await page.setViewportSize({ width: 1280, height: 2000 }) // the hero's logo strip is in view, so its lazy images load
  await page.goto('/')

  // The hero is a static section: its image still shows the fallback, from the module the boot script
  // fetches when the image fails (no island has started yet; on a busy machine that takes a while).
  const hero = page.locator('section[data-section-type="hero"]')
  await expect(hero.getByRole('img', { name: 'CPH Flyt' }).first()).toHaveText('Image not available', { timeout: 15_000 })
  expect(logged.some((text) => text.includes('Frame%2079.png'))).toBe(true)

  const videos = page.locator('#videoer')
  await scrollToReady(page, 'videoer')
  await videoChoice(page, 'Hundeliv i byen').click()
  await expect(videos.locator('#videoer-player')).toHaveAttribute('data-state', 'blocked')
  await expect(videos.getByRole('button', { name: 'Afspil Hundeliv i byen' })).toBeVisible()
  await expect(videos.getByRole('alert')).toHaveCount(0)

  const gallery = page.locator('#kreativer')
  await scrollToReady(page, 'kreativer')
  const failed = gallery.locator('li[data-failed]')
  await expect(failed).toHaveCount(1)
  await expect(failed).toContainText('Sommerudsalg er skudt i gang')
  const background = await failed.locator('[role="img"]').evaluate((element) => getComputedStyle(element.parentElement!).backgroundColor)
  expect(background).toBe('rgb(206, 212, 218)')
  expect(logged.some((text) => text.includes('Creative image failed to load') && text.includes('sommerudsalg.webp'))).toBe(true)
  // Only the browser's own notes about the two failed requests; the page itself reports no error.
  expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
})

test.describe('home page videos and creatives without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('show the posters, links to the videos instead of dead buttons, and a row of creatives that scrolls natively', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const videos = page.locator('#videoer')
    await videos.scrollIntoViewIfNeeded()
    await expect(videos.getByRole('list', { name: 'Vælg en video' })).toBeHidden()
    await expect(videos.getByRole('button', { name: 'Afspil Flyttedag uden stress' })).toBeHidden()
    await expect(videos.locator('img[src="/media/videos/flyttedag.webp"]').first()).toBeVisible()
    // Playwright's text queries skip <noscript>; the browser shows it when scripts are off.
    await expect(videos.locator('noscript p')).toBeVisible()
    await expect(videos.locator('noscript p')).toContainText('Videoerne afspilles, når JavaScript er slået til.')
    await expect(videos.locator('noscript a')).toHaveCount(6)
    await expect(videos.locator('noscript a').nth(3)).toHaveAttribute('href', '/media/videos/menukasse.mp4')

    const gallery = page.locator('#kreativer')
    await gallery.scrollIntoViewIfNeeded()
    await expect(gallery.getByRole('button', { name: 'Næste annonce' })).toBeHidden()
    const row = gallery.getByRole('region', { name: 'Annoncer' })
    await row.evaluate((element) => element.scrollBy({ left: 344 }))
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })
})
