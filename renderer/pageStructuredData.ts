import { messages } from '../site/messages.ts'
import type { PageHead } from '../schemas/page.ts'
import type { PageDefinition } from './loadPages.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { absoluteUrl } from './siteConfig.ts'
import type { JsonLd, PageInfo } from '../sections/defineSection.ts'
import { sectionStructuredData } from '../sections/definitions.ts'
import { organisationJsonLd } from '../head/structuredData.ts'

/** A page's short name in breadcrumbs: its `breadcrumb`, else its title up to " | ". */
export function breadcrumbName(head: PageHead): string {
  return head.breadcrumb ?? head.title.split(' | ')[0]!.trim()
}

/** The paths from the home page down to `route` that are pages: "/services/google-ads" → "/", "/services", "/services/google-ads". */
function trail(route: string, pages: ReadonlyMap<string, { page: PageDefinition }>): string[] {
  const segments = route.split('/').filter(Boolean)
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)]
  return paths.filter((path) => path === route || pages.has(path))
}

/** schema.org BreadcrumbList for every page but the home page. */
export function breadcrumbJsonLd(route: string, head: PageHead, pages: ReadonlyMap<string, { page: PageDefinition }>, site: SiteConfig): JsonLd | undefined {
  if (route === '/') return undefined
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail(route, pages).map((path, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: path === '/' ? messages.seo.homeCrumb : breadcrumbName(path === route ? head : pages.get(path)!.page.head),
      item: absoluteUrl(path, site),
    })),
  }
}

/** Every schema.org object of one page besides the organisation: its breadcrumbs and what its sections describe. */
export function pageStructuredData(route: string, page: PageDefinition, pages: ReadonlyMap<string, { page: PageDefinition }>, site: SiteConfig): JsonLd[] {
  const info: PageInfo = { route, head: page.head, site }
  const breadcrumbs = breadcrumbJsonLd(route, page.head, pages, site)
  return [...(breadcrumbs ? [breadcrumbs] : []), ...page.sections.flatMap((section) => sectionStructuredData(section, info))]
}

/**
 * The pages about the agency itself (home, about, contact), which carry its full LocalBusiness data.
 * Search engines read an organisation's details from its home or contact page; repeated on every
 * page they would only cost about 220 bytes of each page's first round trip. Elsewhere articles
 * and cases still name the agency, by the same `@id`, as their author and publisher.
 */
export const AGENCY_PAGES: readonly string[] = ['/', '/om-os', '/kontakt']

/** All of a page's structured data, as its head carries it: the agency's on AGENCY_PAGES, then the page's own. */
export function pageJsonLd(route: string, page: PageDefinition, pages: ReadonlyMap<string, { page: PageDefinition }>, site: SiteConfig): JsonLd[] {
  return [...(AGENCY_PAGES.includes(route) ? [organisationJsonLd(site)] : []), ...pageStructuredData(route, page, pages, site)]
}
