import { content } from '../../content/content.ts'
import { pageData } from '../../renderer/pageData.ts'

// Every page definition becomes a prerendered route; its data is handed over so it is not loaded twice.
export function onBeforePrerenderStart() {
  return [...content().pages.values()].map((loaded) => ({ url: loaded.route, pageContext: { data: pageData(loaded) } }))
}
