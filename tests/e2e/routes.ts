import { content as readContent } from '../../content/content.ts'
import { absoluteUrl } from '../../content/siteConfig.ts'

// The one list of routes (every page in data/pages, validated and with its site tokens filled in):
// the sitemap, the link check, the byte budgets, the benchmark and these browser tests all read it.
const content = readContent()
const { site } = content

/** The only other origins a page may contact: the configured embeds. */
export const thirdPartyOrigins = [site.booking.scriptUrl, site.booking.eventUrl, site.mapEmbedUrl].map((url) => new URL(url).origin)

export interface RouteExpectation {
  route: string
  title: string
  description: string
  noindex: boolean
  canonical: string
}

/** Every route with the head values its page asks for. */
export const routes: RouteExpectation[] = [...content.pages.values()].map(({ route, page }) => ({
  route,
  title: page.head.title,
  description: page.head.description,
  noindex: page.head.noindex === true,
  canonical: absoluteUrl(route, site),
}))

export { site }
