import type { PageDefinition } from '../content/loadPages.ts'
import { hydrationOf, nearStartOf } from '../sections/definitions.ts'
import type { NearStart } from '../islands/islandAttributes.ts'
import { site } from '../site/index.ts'

/**
 * A content page's data: its route, its definition, its interactive section types (the only ones
 * whose code reaches the browser) and, by section id, the islands that start by themselves near the
 * viewport on this site, with their conditions (the others start when the visitor uses them).
 */
export function pageData({ route, page }: { route: string; page: PageDefinition }) {
  const interactive = [...new Set(page.sections.map((section) => section.type))].filter((type) => hydrationOf(type) === 'interactive')
  const startsNear: Record<string, NearStart> = {}
  for (const section of page.sections) {
    const near = nearStartOf(section, site)
    if (near) startsNear[section.id] = near
  }
  return { route, page, interactive, startsNear }
}

export type PageData = ReturnType<typeof pageData>
