// What the tests of measurement see of the deployed build's tags (tests/deploy/serveDeployed.ts), whose
// scripts point at a local stand-in (tests/deploy/tagStandIn.ts): each request to the tags' hosts, and
// the steps a visitor takes to give consent. Shared by measurement.spec.ts and backForwardCache.spec.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { DEPLOYED_DIST, DEPLOYED_TAGS, deployedUrl, tagStandInUrl } from '../deploy/ports.ts'
import { expect, startAllIslands } from './fixtures.ts'

export interface Hit {
  /** /g/collect (Google) or /tr (Meta), or a script's path. */
  path: string
  params: Record<string, string>
}

/** Every request the browser makes to the tags' hosts. */
export function watchTags(context: BrowserContext): Hit[] {
  const hits: Hit[] = []
  context.on('request', (request) => {
    if (!request.url().startsWith(tagStandInUrl)) return
    const url = new URL(request.url())
    hits.push({ path: url.pathname, params: Object.fromEntries(url.searchParams) })
  })
  return hits
}

export const google = (hits: Hit[], tag: string, event: string) =>
  hits.filter((hit) => hit.path === '/g/collect' && hit.params.tid === tag && hit.params.en === event)
export const meta = (hits: Hit[], event: string) =>
  hits.filter((hit) => hit.path === '/tr' && hit.params.ev === event && hit.params.id === DEPLOYED_TAGS.pixelId)
export const TAG_COOKIES = ['_ga', `_ga_${DEPLOYED_TAGS.analyticsId.slice(2)}`, '_gcl_au', '_fbp']

/** The paths the browser requests from the deployed site. */
export function watchSite(context: BrowserContext): string[] {
  const paths: string[] = []
  context.on('request', (request) => request.url().startsWith(deployedUrl) && paths.push(new URL(request.url()).pathname))
  return paths
}

/**
 * The tags' runtime's own chunk, as the page's tags' loader names it (first on its `data-runtime`; the
 * files after it hold code it shares with the islands), checked to be the tags' code in the build.
 */
export async function runtimeChunk(page: Page): Promise<string> {
  const [chunk] = ((await page.locator('script[data-tags]').getAttribute('data-runtime')) ?? '').split(' ')
  expect(chunk).toMatch(/^\/assets\/.+\.js$/)
  expect(readFileSync(join(DEPLOYED_DIST, 'client', chunk!), 'utf8')).toContain('page_view')
  return chunk!
}

/**
 * The speed measurement's own chunk, as the page's boot script names it (first on its `data-vitals`;
 * the files after it hold code it shares with the islands), checked to hold web-vitals.
 */
export async function vitalsChunk(page: Page): Promise<string> {
  const [chunk] = ((await page.locator('script[data-entry]').getAttribute('data-vitals')) ?? '').split(' ')
  expect(chunk).toMatch(/^\/assets\/.+\.js$/)
  expect(readFileSync(join(DEPLOYED_DIST, 'client', chunk!), 'utf8')).toContain('largest-contentful-paint')
  return chunk!
}

export async function cookieNames(context: BrowserContext) {
  return (await context.cookies()).map((cookie) => cookie.name).sort()
}

/** Opens a page of the deployed site, starts every island on it and waits until it is quiet. */
export async function openStarted(page: Page, path: string) {
  await page.goto(`${deployedUrl}${path}`)
  await startAllIslands(page)
  await page.mouse.wheel(0, 4000)
  await page.waitForLoadState('networkidle')
}

/** Keeps phone and e-mail links from opening another app when clicked (the page still sees the click). */
export async function holdContactLinks(page: Page) {
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"], a[href^="mailto:"]')) event.preventDefault()
    }),
  )
}

/** Accepts every purpose from the banner and waits for the first page views. */
export async function acceptAll(page: Page, hits: Hit[]) {
  await page.getByRole('button', { name: 'Accepter alle' }).click()
  await expect.poll(() => meta(hits, 'PageView').length).toBe(1)
}

/**
 * Opens the cookie preferences from the footer's "Cookieindstillinger" with the keyboard. On a loaded
 * machine, shortly after consent, the home page sometimes scrolled about 300 px between the mouse's
 * press on the button and its release (3 runs in 30), so the release landed on another element and
 * clicked nothing; a key press reaches the focused button wherever it is. consent.spec.ts clicks it
 * with the mouse.
 */
export async function openCookieSettings(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookieindstillinger' }).focus()
  await page.keyboard.press('Enter')
}
