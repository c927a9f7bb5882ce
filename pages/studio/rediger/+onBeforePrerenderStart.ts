import { editorRoute } from '../../../studio/addresses.ts'
import { editableRoutes } from '../../../studio/editor/editorData.ts'

// The static studio has every page's editor, to look at.
export function onBeforePrerenderStart() {
  return editableRoutes().map(editorRoute)
}
