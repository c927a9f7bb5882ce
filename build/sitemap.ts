import type { LoadedPage } from '../content/loadPages.ts'
import { absoluteUrl } from '../content/siteConfig.ts'
import type { SiteConfig } from '../schemas/site.ts'

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text as XML requires it inside an element (the sitemap protocol asks for escaped URLs). */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] as string)
}

/** sitemap.xml listing every page that search engines may index. */
export function sitemapXml(pages: Iterable<LoadedPage>, site: SiteConfig): string {
  const urls = [...pages].filter(({ page }) => !page.head.noindex).map(({ route }) => `  <url><loc>${escapeXml(absoluteUrl(route, site))}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** robots.txt: everything may be crawled; noindex pages say so themselves. */
export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`
}
