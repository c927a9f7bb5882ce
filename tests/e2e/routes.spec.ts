import type { Page } from '@playwright/test'
import { BYTE_BUDGETS } from '../bench/budgets.ts'
import { LOAD_MARGIN } from '../../site/loading.ts'
import { AGENCY_PAGES } from '../../renderer/pageStructuredData.ts'
import { expect, expectNoAxeViolations, quietNetwork, test } from './fixtures.ts'
import { routes, site, thirdPartyOrigins, type RouteExpectation } from './routes.ts'

/**
 * LocalBusiness structured data on the pages about the agency (home, about, contact) and on no
 * other, and on every page but / a BreadcrumbList ending at itself.
 */
async function checkStructuredData(page: Page, { route, canonical }: RouteExpectation) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
  const business = data.find((item) => item['@type'] === 'LocalBusiness') as { address: { addressLocality: string }; url: string } | undefined
  if (AGENCY_PAGES.includes(route)) {
    expect(business!.address.addressLocality).toBe('Aarhus')
    expect(business!.url).toBe(`${site.siteUrl}/`)
  } else expect(business).toBeUndefined()
  const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] } | undefined
  if (route === '/') return expect(breadcrumbs).toBeUndefined()
  const items = breadcrumbs!.itemListElement
  expect(items[0]!.item).toBe(`${site.siteUrl}/`)
  expect(items.at(-1)!.item).toBe(canonical)
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
}

/**
 * What the page has fetched so far, before any interaction: whether an interactive section is within
 * the load margin of the first screen, the bytes of JavaScript received (as sent, compressed), and
 * whether the framework's entry was fetched.
 */
function scriptsBeforeInteraction(page: Page) {
  return page.evaluate(
    (margin) => {
      const boot = document.querySelector<HTMLScriptElement>('script[data-modules]')!
      // Vike's entry is the last of the modules the boot script starts the page with.
      const entry = boot.dataset.modules?.split(' ').at(-1)
      const interactiveNear = [...document.querySelectorAll('section[data-interactive]')].some((section) => {
        const { top, bottom } = section.getBoundingClientRect()
        return top < innerHeight + margin && bottom > -margin
      })
      const scripts = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')) as PerformanceResourceTiming[]
      return {
        interactiveNear,
        jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
        entryFetched: scripts.some((script) => new URL(script.name).pathname === entry),
      }
    },
    Number.parseInt(LOAD_MARGIN, 10),
  )
}

/**
 * The static sections whose markup differs between the server's HTML and the page once it has
 * hydrated, as "id: server → now" (their elements counted). Hydration must keep a static section
 * exactly as prerendered: its code never loads (renderer/RenderSections.tsx).
 */
async function staticSectionsChangedByHydration(page: Page, serverHtml: string) {
  return page.evaluate((serverHtml) => {
    const server = new DOMParser().parseFromString(serverHtml, 'text/html')
    const elements = (root: Document, id: string) => root.getElementById(id)?.querySelectorAll('*').length ?? 0
    return [...server.querySelectorAll('section[data-section-type]:not([data-interactive])')]
      .map(({ id }) => id)
      .flatMap((id) => (elements(server, id) === elements(document, id) ? [] : [`${id}: ${elements(server, id)} → ${elements(document, id)}`]))
  }, serverHtml)
}

// One load per route, checked at both widths: first at 360 px as a phone opens it (nothing but the
// inline boot script before the first interaction), then, once hydrated, widened to 1280 px. Each
// width gets its own axe scan and layout check; the rest does not depend on the width.
for (const expected of routes) {
  test(`route ${expected.route}: at 360 px no framework code before the first interaction unless an interactive section is near the first screen, no sideways scrolling and no axe violations; at 1280 px its head tags and structured data, one h1 (in its first section), static sections as prerendered after hydration, its whole stylesheets in place, no axe violations; no console errors or stray requests`, async ({
    page,
    problems,
  }) => {
    // Two widths' checks, two axe scans among them, in one test: twice the default time on a busy machine.
    test.setTimeout(60_000)
    const networkQuiet = quietNetwork(page)
    await page.setViewportSize({ width: 360, height: 800 })
    const response = await page.goto(expected.route)
    expect(response?.status()).toBe(200)
    await page.waitForLoadState('networkidle')
    const before = await scriptsBeforeInteraction(page)
    if (before.interactiveNear) {
      // An interactive section on the first screen starts the page without waiting for the visitor.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    } else {
      expect(before.entryFetched, 'no framework before an interaction').toBe(false)
      expect(before.jsBytes, 'JavaScript before the first interaction').toBeLessThanOrEqual(BYTE_BUDGETS.jsBeforeInteraction)
      const cssFetched = await page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length,
      )
      expect(cssFetched, 'no stylesheet before the first interaction: the inlined rules style the first screen').toBe(0)
    }
    await page.keyboard.press('Shift')
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await networkQuiet()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page, { label: '360px' })

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page).toHaveTitle(expected.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'da')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', expected.description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', expected.canonical)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', expected.canonical)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /\S/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.(png|jpe?g|webp)$/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const robots = page.locator('meta[name="robots"]')
    if (expected.noindex) await expect(robots).toHaveAttribute('content', /noindex/)
    else await expect(robots).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.locator('main section[data-section-type]').first().locator('h1')).toHaveCount(1)
    await checkStructuredData(page, expected)
    expect(await staticSectionsChangedByHydration(page, (await response?.text()) ?? '')).toEqual([])
    // The first paint needs only the inlined CSS (the rules its HTML uses). Once the framework runs,
    // the boot script adds the page's whole stylesheets, each loaded.
    const stylesheets = ((await page.locator('script[data-modules]').getAttribute('data-css')) ?? '').split(' ')
    expect(stylesheets.length).toBeGreaterThan(0)
    const loaded = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])))
    expect(loaded).toEqual(expect.arrayContaining(stylesheets))
    await expectNoAxeViolations(page, { label: '1280px' })
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
    // A first visit, without consent: not even the embeds' hosts are contacted, and no cookie is set.
    expect(problems.offsiteRequests.filter((url) => thirdPartyOrigins.includes(new URL(url).origin))).toEqual([])
    expect(problems.offsiteRequests).toEqual([])
    expect(await page.context().cookies()).toEqual([])
  })
}
