import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { content } from '../../renderer/pageSource.ts'

export function data(pageContext: PageContextServer) {
  const loaded = content().pages.get(pageContext.urlPathname)
  if (!loaded) throw render(404)
  return { route: loaded.route, page: loaded.page }
}

export type Data = ReturnType<typeof data>
