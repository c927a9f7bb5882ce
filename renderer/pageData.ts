import type { PageDefinition } from './loadPages.ts'
import { hydrationOf } from '../sections/definitions.ts'

/** A content page's data: its route, its definition, and its interactive section types, the only ones whose code loads when it hydrates. */
export function pageData({ route, page }: { route: string; page: PageDefinition }) {
  const interactive = [...new Set(page.sections.map((section) => section.type))].filter((type) => hydrationOf(type) === 'interactive')
  return { route, page, interactive }
}

export type PageData = ReturnType<typeof pageData>
