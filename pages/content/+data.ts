import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { content } from '../../renderer/content.ts'
import type { PageHead } from '../../schemas/page.ts'
import type { PageSection } from '../../sections/types.ts'

/** A page as its data reaches the browser: on a first load the build defers some sections' props. */
interface PageData {
  head: PageHead
  sections: PageSection[]
}

export function data(pageContext: PageContextServer): { route: string; page: PageData } {
  const loaded = content().pages.get(pageContext.urlPathname)
  if (!loaded) throw render(404)
  return { route: loaded.route, page: loaded.page }
}

export type Data = ReturnType<typeof data>
