import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { content } from '../../renderer/content.ts'
import type { PageDefinition } from '../../renderer/loadPages.ts'
import { hydrationOf } from '../../sections/definitions.ts'

/** A page's data: its route, its definition, and its interactive section types, the only ones whose code loads when it hydrates. */
export function pageData({ route, page }: { route: string; page: PageDefinition }) {
  const interactive = [...new Set(page.sections.map((section) => section.type))].filter((type) => hydrationOf(type) === 'interactive')
  return { route, page, interactive }
}

export function data(pageContext: PageContextServer) {
  const loaded = content().pages.get(pageContext.urlPathname)
  if (!loaded) throw render(404)
  return pageData(loaded)
}

export type Data = ReturnType<typeof data>
