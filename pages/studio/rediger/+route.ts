import type { PageContext } from 'vike/types'
import { editorRoute } from '../../../studio/addresses.ts'

// "/studio/rediger" edits the home page, "/studio/rediger/om-os" the page at /om-os.
const PREFIX = editorRoute('/')

export default (pageContext: PageContext) => {
  const path = pageContext.urlPathname
  if (path !== PREFIX && !path.startsWith(`${PREFIX}/`)) return false
  return { routeParams: { route: path.slice(PREFIX.length) || '/' } }
}
