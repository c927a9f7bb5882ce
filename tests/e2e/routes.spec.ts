import type { Page } from '@playwright/test'
import type { HtmlSource } from '../../build/htmlSource.ts'
import { attribute, builtPage, elementsIn, metaContent, structuredData, textOf } from '../builtPage.ts'
import { BYTE_BUDGETS } from '../bench/budgets.ts'
import { LOAD_MARGIN } from '../../islands/loading.ts'
import { AGENCY_PAGES } from '../../renderer/pageStructuredData.ts'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { expect, expectNoAxeViolations, islandsStartingByThemselves, quietNetwork, startAllIslands, test } from './fixtures.ts'
import { routes, site, thirdPartyOrigins, type RouteExpectation } from './routes.ts'

/**
 * LocalBusiness structured data on the pages about the agency (home, about, contact) and on no
 * other, and on every page but / a BreadcrumbList ending at itself.
 */
function checkStructuredData(page: HtmlSource, { route, canonical }: RouteExpectation) {
  const data = structuredData(page)
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
 * What the page has fetched so far, before any interaction: the islands that start by themselves
 * within the load margin of the first screen, the bytes of JavaScript received (as sent, compressed),
 * and whether the islands' code was fetched.
 */
async function scriptsBeforeInteraction(page: Page) {
  const margin = Number.parseInt(LOAD_MARGIN, 10)
  const height = page.viewportSize()!.height
  const nearIslands = (await islandsStartingByThemselves(page)).filter(({ top, bottom }) => top < height + margin && bottom > -margin).map(({ id }) => id)
  const scripts = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry
    // Scripts run; a file fetched ahead without being run (`<link rel="prefetch">`) is no script run.
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => new URL(entry.name).pathname.endsWith('.js') && entry.initiatorType !== 'link',
    )
    return {
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      entryFetched: scripts.some((script) => new URL(script.name).pathname === entry),
    }
  })
  return { nearIslands, ...scripts }
}

/**
 * The static sections (no island) whose markup differs between the server's HTML and the page once
 * every island has hydrated, as "id: server → now" (their elements counted): no code ever touches them.
 */
async function staticSectionsChanged(page: Page, serverHtml: string) {
  return page.evaluate(
    ({ serverHtml, island }) => {
      const server = new DOMParser().parseFromString(serverHtml, 'text/html')
      const elements = (root: Document, id: string) => root.getElementById(id)?.querySelectorAll('*').length ?? 0
      return [...server.querySelectorAll(`section[data-section-type]:not([${island}])`)]
        .map(({ id }) => id)
        .flatMap((id) => (elements(server, id) === elements(document, id) ? [] : [`${id}: ${elements(server, id)} → ${elements(document, id)}`]))
    },
    { serverHtml, island: ISLAND.module },
  )
}

// What the page's HTML says on its own, read from the built file: no browser needed.
for (const expected of routes) {
  test(`route ${expected.route}: its head tags and structured data, and one h1, in its first section (built HTML)`, () => {
    const page = builtPage(expected.route)
    const html = page.elements.find((el) => el.tagName === 'html')!
    expect(attribute(html, 'lang')).toBe('da')
    expect(textOf(page.elements.find((el) => el.tagName === 'title')!)).toBe(expected.title)
    expect(metaContent(page, 'description')).toBe(expected.description)
    const canonical = page.elements.filter((el) => el.tagName === 'link' && attribute(el, 'rel') === 'canonical')
    expect(canonical.map((link) => attribute(link, 'href'))).toEqual([expected.canonical])
    expect(metaContent(page, 'og:url')).toBe(expected.canonical)
    expect(metaContent(page, 'og:title')).toMatch(/\S/)
    expect(metaContent(page, 'og:description')).toMatch(/\S/)
    expect(metaContent(page, 'og:image')).toMatch(/^https:\/\/.+\.(png|jpe?g|webp)$/)
    expect(metaContent(page, 'twitter:card')).toBe('summary_large_image')
    if (expected.noindex) expect(metaContent(page, 'robots')).toMatch(/noindex/)
    else expect(metaContent(page, 'robots')).toBeUndefined()
    const main = page.elements.find((el) => el.tagName === 'main')!
    const sections = elementsIn(main, (el) => el.tagName === 'section' && attribute(el, 'data-section-type') !== undefined)
    expect(page.elements.filter((el) => el.tagName === 'h1')).toHaveLength(1)
    expect(elementsIn(sections[0]!, (el) => el.tagName === 'h1')).toHaveLength(1)
    checkStructuredData(page, expected)
  })
}

// Everything outside <main>: the skip link, the consent banner, the header and the footer, the same on
// every route. Scanned in full on the home page at each width; elsewhere each route's own content is,
// with the rules about the page as a whole (landmarks, region, unique ids) over all of it.
const SHELL = '#root > :not(main)'

// One load per route, checked at both widths: first at 360 px as a phone opens it (nothing but the
// inline scripts before the first interaction), then, with every island hydrated, widened to 1280 px. Each
// width gets its own axe scan and layout check; the rest does not depend on the width.
for (const expected of routes) {
  test(`route ${expected.route}: at 360 px no island code before the first interaction unless an island is near the first screen, no sideways scrolling and no axe violations; at 1280 px static sections as prerendered with every island hydrated, its whole stylesheets in place, no axe violations; no console errors or stray requests`, async ({
    page,
    problems,
  }) => {
    // Two widths' checks, two axe scans among them, in one test: twice the default time on a busy machine.
    test.setTimeout(60_000)
    const axeScope = { pageRules: true, ...(expected.route === '/' ? {} : { exclude: SHELL }) }
    const networkQuiet = quietNetwork(page)
    await page.setViewportSize({ width: 360, height: 800 })
    const response = await page.goto(expected.route)
    expect(response?.status()).toBe(200)
    await page.waitForLoadState('networkidle')
    const before = await scriptsBeforeInteraction(page)
    if (before.nearIslands.length > 0) {
      // An island near the first screen starts without waiting for the visitor.
      for (const id of before.nearIslands) await expect(page.locator(`[${ISLAND.id}="${id}"]`)).toHaveAttribute(ISLAND.ready, '')
    } else {
      expect(before.entryFetched, 'no island code run before an interaction (fetched ahead, unrun, at most)').toBe(false)
      expect(before.jsBytes, 'JavaScript before the first interaction').toBeLessThanOrEqual(BYTE_BUDGETS.jsBeforeInteraction)
      const cssFetched = await page.evaluate(
        () => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.css')).length,
      )
      expect(cssFetched, 'no stylesheet before the first interaction: the inlined rules style the first screen').toBe(0)
    }
    await startAllIslands(page)
    await networkQuiet()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page, { ...axeScope, label: '360px' })

    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await staticSectionsChanged(page, (await response?.text()) ?? '')).toEqual([])
    // The first paint needs only the inlined CSS (the rules its HTML uses). Once an island starts, the
    // boot script adds the page's whole stylesheets, each loaded.
    const stylesheets = ((await page.locator('script[data-entry]').getAttribute('data-css')) ?? '').split(' ').filter(Boolean)
    expect(stylesheets.length, 'the page lists its stylesheets').toBeGreaterThan(0)
    const loaded = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => (sheet.href ? [new URL(sheet.href).pathname] : [])))
    expect(loaded).toEqual(expect.arrayContaining(stylesheets))
    await expectNoAxeViolations(page, { ...axeScope, label: '1280px' })
    expect(problems.consoleErrors).toEqual([])
    expect(problems.cspViolations).toEqual([])
    // A first visit, without consent: not even the embeds' hosts are contacted, and no cookie is set.
    expect(problems.offsiteRequests.filter((url) => thirdPartyOrigins.includes(new URL(url).origin))).toEqual([])
    expect(problems.offsiteRequests).toEqual([])
    expect(await page.context().cookies()).toEqual([])
  })
}
