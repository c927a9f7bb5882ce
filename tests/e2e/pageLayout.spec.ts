// How pages lay out what engines differ on (pages/global.css): where a headline may break a word, and
// where a link to a section lower on a page lands; and that the page stays where the visitor scrolled it.
import type { Page } from '@playwright/test'
import { testChromiumLaunch } from '../chromium.ts'
import { decideConsent, expect, slowCpu, test } from './fixtures.ts'

// Keys scroll at once here (no page of this file scrolls smoothly by itself), as a scroll into view
// does: a smooth scroll on a slowed CPU and a busy machine was sometimes lost by the browser itself
// (its animation ended where it began, at the top), and the End key's test below would then miss the
// footer for a reason that is not the page's. Playwright allows launch options only for a whole file.
test.use({ launchOptions: { ...testChromiumLaunch, args: [...testChromiumLaunch.args, '--disable-smooth-scrolling'] } })

test('a headline hyphenates only on a phone, where a long Danish compound may not fit its line, and there only long words', async ({ page }) => {
  const headline = async (width: number) => {
    await page.setViewportSize({ width, height: 800 })
    return page.locator('h1').evaluate((h1) => {
      const style = getComputedStyle(h1)
      return { hyphens: style.hyphens, limit: style.getPropertyValue('hyphenate-limit-chars'), lang: h1.closest('[lang]')?.getAttribute('lang') }
    })
  }
  await page.goto('/')
  // At 1,280 px no headline word is broken with a hyphen (Firefox split "kro-ne" and "marke-ting" there).
  expect(await headline(1_280)).toEqual({ hyphens: 'manual', limit: 'auto', lang: 'da' })
  // At a phone's 360 px a word of ten letters or more may break, with at least four on either side.
  expect(await headline(360)).toEqual({ hyphens: 'auto', limit: '10 4 4', lang: 'da' })
})

/** Where the section's top sits in the viewport, and where the header ends and the page's scroll padding puts it, once the page is still. */
async function landing(page: Page, id: string) {
  const measure = () =>
    page.evaluate((id) => {
      const section = document.getElementById(id)!
      return {
        top: Math.round(section.getBoundingClientRect().top),
        headerBottom: Math.round(document.querySelector('header')!.getBoundingClientRect().bottom),
        scrollPadding: Math.round(parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)),
        scrollY: Math.round(scrollY),
      }
    }, id)
  // Still: the same position in two measures a moment apart (the sections above have laid out).
  let last = await measure()
  await expect
    .poll(async () => {
      const now = await measure()
      const still = now.scrollY === last.scrollY && now.top === last.top
      last = now
      return still
    })
    .toBe(true)
  return last
}

// Chromium's scroll anchoring keeps the target in place if what is above it changes height as the page
// loads; Firefox and WebKit landed about 80 px off. Switched off here, so the page has to land right on its own.
for (const address of ['/#cases', '/services/automatiseringer#pris', '/om-os#ejerne']) {
  test(`a link to a section lower on a page (${address}) lands with the section's top right under the header`, async ({ page }) => {
    const id = address.split('#')[1]!
    await page.addInitScript(() => {
      const withoutAnchoring = new MutationObserver(() => {
        if (!document.documentElement) return
        document.documentElement.style.overflowAnchor = 'none'
        withoutAnchoring.disconnect()
      })
      withoutAnchoring.observe(document, { childList: true })
    })
    await page.goto(address)
    await page.waitForLoadState('load')
    const { top, headerBottom, scrollPadding, scrollY } = await landing(page, id)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowAnchor)).toBe('none')
    expect(scrollY).toBeGreaterThan(0)
    expect(top).toBeGreaterThanOrEqual(headerBottom)
    expect(top).toBe(scrollPadding)
  })
}

// Every section is laid out at its real height from the start (renderer/RenderSections.module.css).
// With `content-visibility: auto` and a 40rem placeholder height, End scrolled to the bottom of the page
// as the placeholders made it; the sections that came near then took their real heights and the page
// moved (scroll anchoring: 8,139 -> 9,283 px; at the bottom, the clamp: 9,849 -> 9,534 px) or stopped
// short of the end, so a press aimed at the footer clicked nothing.
test.describe('after the End key', () => {
  test('the page stays put: a mouse press on the footer’s "Cookieindstillinger" right away clicks it once and opens the dialog', async ({ page, context }) => {
    // A returning visitor: no consent banner over the footer.
    await decideConsent(context)
    await page.setViewportSize({ width: 1_280, height: 720 })
    await slowCpu(page)
    await page.goto('/')
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' })
    // The clicks that reach the button, counted before anything else sees them; only the browser's own
    // (trusted) ones: an island that hydrates after a press presses the same button again with a click
    // of its own (islands/IslandRoot.tsx). And the end of the scroll that End starts.
    await button.evaluate((element) => {
      const seen = { clicks: 0, landed: new Promise((resolve) => addEventListener('scrollend', resolve, { once: true })) }
      Object.assign(window, { seen })
      addEventListener(
        'click',
        (event) => {
          if (event.isTrusted && event.target instanceof Node && element.contains(event.target)) seen.clicks++
        },
        true,
      )
    })
    await page.keyboard.press('End')
    // As a visitor does: once the page has come to rest, press the button where it shows, at once
    // (locator.click would wait for it to hold still).
    await page.evaluate(() => (window as unknown as { seen: { landed: Promise<unknown> } }).seen.landed)
    const box = (await button.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.up()
    expect(await page.evaluate(() => (window as unknown as { seen: { clicks: number } }).seen.clicks)).toBe(1)
    // The dialog's island starts with the press: its code and hydration on a slowed CPU take a while.
    await expect(page.getByRole('dialog', { name: 'Cookieindstillinger' })).toBeVisible({ timeout: 15_000 })
  })
})
