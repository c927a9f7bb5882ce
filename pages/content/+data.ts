import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { content } from '../../content/content.ts'
import { pageData, type PageData } from '../../renderer/pageData.ts'

export function data(pageContext: PageContextServer): PageData {
  const loaded = content().pages.get(pageContext.urlPathname)
  if (!loaded) throw render(404)
  return pageData(loaded)
}

export type Data = PageData
