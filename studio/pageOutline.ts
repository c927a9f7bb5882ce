import { existsSync, readFileSync } from 'node:fs'
import { content } from '../content/content.ts'
import { htmlFileOfRoute } from '../site/pageLayout.ts'
import { pageBytes } from '../build/pageBytes.ts'

// Server only: every route with its sections in order and, when the site has been built, what its
// first load weighs (the figures `npm run bench` and the byte budgets use).

/** The site's last build, read when present. */
export const SITE_CLIENT_DIR = 'dist/client'

export interface SectionLine {
  id: string
  type: string
  /** The section's first heading: from the built page when there is one, else the section's title field. */
  heading: string
}

export interface PageOutline {
  route: string
  file: string
  title: string
  sections: SectionLine[]
  /** Gzipped bytes of the first load (HTML, JavaScript, CSS), or null before any build. */
  bytes: { html: number; js: number; css: number } | null
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

/** The first heading inside each section of a built page, by section id. */
function builtHeadings(html: string): Map<string, string> {
  const headings = new Map<string, string>()
  const starts = [...html.matchAll(/<section\b[^>]*\bid="([^"]+)"[^>]*data-section-type=/g)]
  starts.forEach((start, index) => {
    const body = html.slice(start.index, starts[index + 1]?.index ?? html.length)
    const heading = /<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/.exec(body)
    if (heading) headings.set(start[1]!, textOf(heading[1]!))
  })
  return headings
}

/** A section's heading as written: its `title`, else its first field named "…Title". */
function writtenHeading(section: object): string {
  const entries = Object.entries(section)
  const title = entries.find(([key, value]) => (key === 'title' || key.endsWith('Title')) && typeof value === 'string')
  return title ? String(title[1]) : ''
}

/** Every page, in route order. */
export function pageOutlines(clientDir = SITE_CLIENT_DIR): PageOutline[] {
  const built = existsSync(`${clientDir}/index.html`)
  return [...content().pages.values()]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map(({ route, file, page }) => {
      const htmlFile = `${clientDir}/${htmlFileOfRoute(route)}`
      const hasBuild = built && existsSync(htmlFile)
      const headings = hasBuild ? builtHeadings(readFileSync(htmlFile, 'utf8')) : new Map<string, string>()
      return {
        route,
        file,
        title: page.head.title,
        sections: page.sections.map((section) => ({
          id: section.id,
          type: section.type,
          heading: headings.get(section.id) ?? writtenHeading(section),
        })),
        bytes: hasBuild ? pageBytes(clientDir, route) : null,
      }
    })
}
