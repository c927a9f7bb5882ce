import { messages } from '../site/messages.ts'
import type { PageHead } from '../schemas/page.ts'
import type { PageDefinition } from '../content/loadPages.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { absoluteUrl } from '../content/siteConfig.ts'
import type { JsonLd, PageInfo } from '../sections/defineSection.ts'
import { sectionStructuredData } from '../sections/definitions.ts'
import { organisationJsonLd } from '../head/structuredData.ts'

/** A page's short name in breadcrumbs: its `breadcrumb`, else its title up to " | ". */
export function breadcrumbName(head: PageHead): string {
  return head.breadcrumb ?? head.title.split(' | ')[0]!.trim()
}

/** Every schema.org object of one page besides the organisation: its breadcrumbs (on every page but the home page) and what its sections describe. */
export function pageStructuredData(route: string, page: PageDefinition, pages: ReadonlyMap<string, { page: PageDefinition }>, site: SiteConfig): JsonLd[] {
  const info: PageInfo = { route, head: page.head, site }
  const described = page.sections.flatMap((section) => sectionStructuredData(section, info))
  if (route === '/') return described
  // The paths from the home page down to the route that are pages: "/services/google-ads" → "/", "/services", "/services/google-ads".
  const segments = route.split('/').filter(Boolean)
  const trail = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)].filter((path) => path === route || pages.has(path))
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((path, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: path === '/' ? messages.seo.homeCrumb : breadcrumbName(path === route ? page.head : pages.get(path)!.page.head),
      item: absoluteUrl(path, site),
    })),
  }
  return [breadcrumbs, ...described]
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
