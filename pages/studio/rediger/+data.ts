import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { editorData, pageFileOf } from '../../../studio/editor/editorData.ts'

export function data(pageContext: PageContextServer) {
  const file = pageFileOf(pageContext.routeParams.route!)
  if (!file) throw render(404)
  // The dev server saves; the static studio's build only shows.
  return editorData(file, !import.meta.env.DEV)
}

export type Data = ReturnType<typeof data>
