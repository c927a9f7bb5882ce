import { readFileSync } from 'node:fs'
import { listPageFiles, routeOfFile } from '../../renderer/pageFiles.ts'

const site = JSON.parse(readFileSync('data/site.json', 'utf8')) as {
  siteUrl: string
  brand: string
  email: string
  booking: { scriptUrl: string; eventUrl: string }
  mapEmbedUrl: string
}

/** The only other origins a page may contact: the configured embeds. */
export const thirdPartyOrigins = [site.booking.scriptUrl, site.booking.eventUrl, site.mapEmbedUrl].map((url) => new URL(url).origin)

export interface RouteExpectation {
  route: string
  title: string
  description: string
  noindex: boolean
  canonical: string
}

/** Every route in data/pages with the head values its page file asks for ({brand} filled in). */
export const routes: RouteExpectation[] = listPageFiles().map((file) => {
  const { head } = JSON.parse(readFileSync(file, 'utf8')) as { head: { title: string; description: string; noindex?: boolean } }
  const fill = (text: string) => text.replaceAll('{brand}', site.brand)
  const route = routeOfFile(file)
  return {
    route,
    title: fill(head.title),
    description: fill(head.description),
    noindex: head.noindex === true,
    canonical: route === '/' ? `${site.siteUrl}/` : `${site.siteUrl}${route}`,
  }
})

export { site }
