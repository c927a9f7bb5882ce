import type { Locator, Page } from '@playwright/test'
import { answerContentRequest, CONTENT_CONFIG, CONTENT_ORIGIN } from '../../mocks/contentSystem.ts'
import { COPY_CONFIRMATION_MS } from '../../components/hooks/useCopy.ts'
import { axeViolations, expect, openHydrated, sectionHydrated, test } from './fixtures.ts'
import { installClock, pageNow, pauseClock, runTo } from './pageClock.ts'

/** How long a toast takes to leave once it closes (components/CopyToast/ToastHost.tsx, `transitionDuration`). */
const TOAST_LEAVING_MS = 150

/**
 * Expects the toast to stay for COPY_CONFIRMATION_MS (2 s) from `shownAt` (the page's time, on a paused
 * clock) and no longer: still there a millisecond before, gone once it has left.
 */
async function expectToastFor2s(page: Page, toast: Locator, shownAt: number) {
  await runTo(page, shownAt + COPY_CONFIRMATION_MS - 1)
  await expect(toast).toBeVisible()
  await runTo(page, shownAt + COPY_CONFIRMATION_MS)
  await runTo(page, shownAt + COPY_CONFIRMATION_MS + TOAST_LEAVING_MS)
  await expect(toast).toBeHidden()
}

const BUILT_IN = ['Mads Kristensen', 'Sofie Lund', 'Jonas Holm', 'Emma Nielsen']
const PLACEHOLDER = 'Er du vores næste holdkammerat?'

test.describe('/team', () => {
  // One load, at the narrowest width, then widened: the grid's columns follow the window (CSS alone), and
  // each width gets its own layout check and axe scan.
  test('320, 360, 576, 768 and 1280 px: 1, 2, 2, 3 and 5 columns, the four people then the recruiting card, no sideways scroll, no axe violations', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 })
    await openHydrated(page, '/team')
    const grid = page.locator('#holdet ul').first()
    const cells = grid.locator(':scope > li')
    await expect(cells).toHaveCount(5)
    for (const [index, name] of BUILT_IN.entries()) await expect(cells.nth(index).getByRole('heading', { level: 3 })).toHaveText(name)
    await expect(cells.nth(4).getByRole('heading', { level: 3 })).toHaveText(PLACEHOLDER)
    await expect(cells.nth(4).getByRole('link', { name: 'Ansøg nu' })).toHaveAttribute('href', '/kontakt')
    for (const [width, columns] of [
      [320, 1],
      [360, 2],
      [576, 2],
      [768, 3],
      [1280, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      const tops = await cells.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
      expect(
        tops.filter((top) => top === tops[0]),
        `${width} px: ${columns} column(s)`,
      ).toHaveLength(columns)
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: no sideways scroll`).toBeLessThanOrEqual(width)
      expect(await axeViolations(page, { label: `${width} px` })).toEqual([])
    }
    expect(problems.consoleErrors).toEqual([])
    expect(problems.offsiteRequests).toEqual([])
  })

  test('360 px: two cards a row; every expertise tag, name and heading on one line inside its card, an e-mail address broken at most after its "@"', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await openHydrated(page, '/team')
    await page.evaluate(() => document.fonts.ready)
    const cells = page.locator('#holdet ul').first().locator(':scope > li')
    await expect(cells).toHaveCount(5)
    const lefts = await cells.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)))
    expect(new Set(lefts).size, 'two columns').toBe(2)
    // Each text node of a card's expertise tags (the items of its "Ekspertise" list), its heading's last
    // word and its e-mail link (split by a line-break opportunity after the "@"): how many line boxes it
    // has (the distinct tops of its client rects) and whether it ends inside its card.
    const measured = await page.locator('#holdet article').evaluateAll((cards) =>
      cards.flatMap((card) =>
        [...card.querySelectorAll('ul[aria-label^="Ekspertise"] > li, a[href^="mailto:"], h3')].flatMap((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
          const texts: Text[] = []
          while (walker.nextNode()) texts.push(walker.currentNode as Text)
          return texts.map((text) => {
            const range = document.createRange()
            // A heading may wrap between its words: its last word is the longest stretch that must not break.
            range.setStart(text, element.localName === 'h3' ? text.data.lastIndexOf(' ') + 1 : 0)
            range.setEnd(text, text.data.length)
            const rects = [...range.getClientRects()]
            return {
              text: range.toString(),
              lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
              inside: Math.max(...rects.map((rect) => rect.right)) <= card.getBoundingClientRect().right,
            }
          })
        }),
      ),
    )
    expect(measured.length).toBeGreaterThan(20)
    expect(measured.filter(({ lines, inside }) => lines !== 1 || !inside)).toEqual([])
  })

  test('a long bio is cut at 120 characters with "Læs mere" / "Vis mindre"; contact links work', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openHydrated(page, '/team')
    const card = page.locator('#holdet article').filter({ hasText: 'Mads Kristensen' })
    const toggle = card.locator('button[aria-expanded]')
    await expect(toggle).toHaveText('Læs mere')
    await expect(card.getByText(/\.\.\.$/)).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(toggle).toHaveText('Vis mindre')
    await expect(card.getByText(/sundere bundlinje\.$/)).toBeVisible()
    await expect(
      page
        .locator('#holdet article')
        .filter({ hasText: 'Emma Nielsen' })
        .getByRole('button', { name: /Læs mere/ }),
    ).toHaveCount(0)
    await expect(card.getByRole('link', { name: '+45 12 34 56 70' })).toHaveAttribute('href', 'tel:+4512345670')
    await expect(card.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank')
    await card.getByRole('button', { name: /Kopiér e-mail/ }).click()
    await expect(card.getByRole('button', { name: /Kopieret/ })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('mads@klikvaerk.dk')
  })
})

test.describe('/team/{slug}', () => {
  test('a built-in member: profile, contact block and the copy toast for 2 s', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await installClock(page)
    await openHydrated(page, '/team/sofie-lund')
    await expect(page.getByRole('link', { name: /Tilbage til teamet/ })).toHaveAttribute('href', '/team')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sofie Lund')
    await expect(page.getByRole('img', { name: 'Portræt af Sofie Lund' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ekspertise' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Kontakt' })).toBeVisible()
    await expect(page.getByRole('link', { name: /LinkedIn Profil/ })).toHaveAttribute('target', '_blank')
    await expect(page.getByRole('link', { name: 'Book en dialog med Sofie' })).toHaveAttribute('href', '/kontakt')
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(await page.getByText(/^Sofie står i spidsen/).textContent()).toContain(description!)

    // The page's time stands still from the click on: the toast appears at `shownAt`.
    await pauseClock(page)
    const shownAt = await pageNow(page)
    await page.getByRole('button', { name: 'Kopier telefonnummer' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Kopieret!' })
    await expect(toast).toContainText('Telefonnummer er kopieret til udklipsholderen')
    // The button confirms it too, for as long as the toast.
    await expect(page.getByRole('button', { name: 'Kopieret: telefonnummer' })).toHaveText('✓Kopieret')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+45 12 34 56 71')
    // (A toast under the mouse stays: the mouse leaves it.)
    await page.mouse.move(0, 0)
    await expectToastFor2s(page, toast, shownAt)
    await expect(page.getByRole('button', { name: 'Kopier telefonnummer' })).toHaveText('Kopier')
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
  })

  test("the toast hotkey Alt+T moves keyboard focus to the toasts, and Tab on to a toast's close button", async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await openHydrated(page, '/team/sofie-lund')
    await page.keyboard.press('Alt+KeyT') // no toast yet: nothing to focus, nothing breaks
    await page.getByRole('button', { name: 'Kopier telefonnummer' }).click()
    const region = page.getByRole('region', { name: 'Notifikationer alt+T' })
    await expect(region.getByRole('alert')).toContainText('Kopieret!')
    await page.keyboard.press('Alt+KeyT')
    await expect(region).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(region.getByRole('button')).toBeFocused()
    expect(problems.consoleErrors).toEqual([])
  })

  test('an unknown member is served the shell, which says "Teammedlem ikke fundet" without asking anyone', async ({ page, problems }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      // The page's own built files (the islands' code, which the boot script fetches before it runs it,
      // and the stylesheets) are no question to anyone.
      if (['fetch', 'xhr'].includes(request.resourceType()) && !new URL(request.url()).pathname.startsWith('/assets/')) requests.push(request.url())
    })
    const response = await openHydrated(page, '/team/findes-ikke')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teammedlem ikke fundet')
    await expect(page.getByText('Det ønskede teammedlem kunne ikke findes.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Tilbage til teamet' }).last()).toHaveAttribute('href', '/team')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(problems.offsiteRequests).toEqual([])
    expect(requests).toEqual([])
    expect(problems.consoleErrors).toEqual([])
  })

  test('unknown paths elsewhere and deeper under /team stay 404', async ({ page }) => {
    expect((await page.goto('/team/findes/ikke'))?.status()).toBe(404)
    expect((await page.goto('/teams/findes-ikke'))?.status()).toBe(404)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/team shows every card with working links and no button that would do nothing', async ({ page }) => {
    await page.goto('/team')
    const grid = page.locator('#holdet')
    await expect(grid.locator('article')).toHaveCount(5)
    await expect(grid.getByRole('button')).toHaveCount(0)
    await expect(grid.getByRole('link', { name: 'mads@klikvaerk.dk' })).toHaveAttribute('href', 'mailto:mads@klikvaerk.dk')
    await grid.getByRole('link', { name: 'Mads Kristensen', exact: true }).click()
    await expect(page).toHaveURL(/\/team\/mads-kristensen$/)
    await expect(page.getByText(/sundere bundlinje\.$/)).toBeVisible()
  })
})

test('a member page describes the person in structured data', async ({ page }) => {
  await page.goto('/team/mads-kristensen')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const person = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'Person')
  expect(person).toMatchObject({
    name: 'Mads Kristensen',
    jobTitle: 'Medejer og strategisk direktør',
    email: 'mailto:mads@klikvaerk.dk',
    url: 'https://klikvaerk.dk/team/mads-kristensen',
  })
  expect(person?.image).toBe('https://klikvaerk.dk/media/team/mads-kristensen.webp')
})

test.describe('home team section', () => {
  test('four cards without the recruiting card; copying an e-mail shows "Copied email" (marked English) for 2 s', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await installClock(page)
    await openHydrated(page, '/')
    const section = page.locator('section#team')
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('article')).toHaveCount(4)
    // The section hydrates when it comes near; its read-more toggles appear once it has measured the bios.
    await expect(section.getByRole('button', { name: /Læs mere/ }).first()).toBeVisible()
    await expect(section.getByText(PLACEHOLDER)).toHaveCount(0)
    await pauseClock(page)
    const shownAt = await pageNow(page)
    await section.getByRole('button', { name: /Kopiér e-mail Jonas Holm/ }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Copied email' })
    await expect(toast).toBeVisible()
    // The spec's English words, marked so a Danish screen reader reads them in English.
    await expect(toast.getByText('Copied email')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('jonas@klikvaerk.dk')
    await page.mouse.move(0, 0)
    await expectToastFor2s(page, toast, shownAt)
    expect(problems.consoleErrors).toEqual([])
  })
})

test.describe('/om-os', () => {
  test('story heading, four values, history, DNA, two owner cards and the coffee button', async ({ page }) => {
    await openHydrated(page, '/om-os')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const values = page.locator('#vaerdier h3')
    await expect(values).toHaveText(['Målrettet tilgang', 'Partnerskab', 'Innovation', 'Ærlighed'])
    await expect(page.locator('#historie h2')).toBeVisible()
    await expect(page.locator('#dna h2')).toHaveText('Vores DNA')
    await expect(page.locator('#ejerne h3')).toHaveText(['Mads Kristensen', 'Sofie Lund'])
    await expect(page.locator('#ejerne').getByRole('list', { name: /Ekspertise/ })).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Book en dialog og en kop kaffe' })).toHaveAttribute('href', '/kontakt')
  })
})

/**
 * Builds a page as if data/site.json configured the demo content system: the browser's site module
 * gets its base URLs, and the content system's requests are answered from the msw fixtures.
 */
async function withDemoContentSystem(page: Page) {
  const contentRequests: string[] = []
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    const configured = body.replace('teamContent:null', `teamContent:${JSON.stringify(CONTENT_CONFIG)}`)
    await route.fulfill({ response, body: configured })
  })
  await page.route(`${CONTENT_ORIGIN}/**`, async (route) => {
    const request = route.request()
    contentRequests.push(request.url())
    const answer = await answerContentRequest(new Request(request.url(), { headers: await request.allHeaders() }))
    if (!answer) return route.fulfill({ status: 404, body: '' })
    const isImage = request.resourceType() === 'image'
    return route.fulfill({ status: isImage ? 404 : answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) })
  })
  return contentRequests
}

test.describe('with a content system configured', () => {
  // The built site's policy allows only the configured origins; this build has none configured.
  test.use({ bypassCSP: true })

  test('/team appends its members after the built-in people, the recruiting card stays last', async ({ page }) => {
    const contentRequests = await withDemoContentSystem(page)
    await openHydrated(page, '/team')
    const cells = page.locator('#holdet ul').first().locator(':scope > li')
    await expect(cells.filter({ hasText: 'Mikkel Ågård' })).toHaveCount(1)
    const names = await cells.locator('h3').allTextContents()
    expect(names.slice(0, 4)).toEqual(BUILT_IN)
    expect(names.at(-1)).toBe(PLACEHOLDER)
    expect(names.filter((name) => name === 'Sofie Lund')).toHaveLength(1)
    expect(contentRequests.some((url) => url.includes('/team-members?'))).toBe(true)
    const link = cells.filter({ hasText: 'Mikkel Ågård' }).getByRole('link', { name: 'Mikkel Ågård' })
    await expect(link).toHaveAttribute('href', '/team/mikkel-aagaard')
    // The member has no prerendered page: the navigation ends in the shell, whose profile island starts
    // by itself (it is on the first screen) and finds him.
    await link.click()
    await expect(page).toHaveURL(/\/team\/mikkel-aagaard$/)
    await sectionHydrated(page, 'profil')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mikkel Ågård')
  })

  test('/team/{slug} of a member only in the content system: skeleton, then the profile', async ({ page }) => {
    await withDemoContentSystem(page)
    const html = await (await page.request.get('/team/mikkel-aagaard')).text()
    expect(html).toContain('data-state="loading"')
    await openHydrated(page, '/team/mikkel-aagaard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mikkel Ågård')
    await expect(page.getByText('Grafisk designer')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book en dialog med Mikkel' })).toHaveAttribute('href', '/kontakt')
    await expect(page).toHaveTitle(/^Mikkel Ågård – Grafisk designer \| /)
  })
})
