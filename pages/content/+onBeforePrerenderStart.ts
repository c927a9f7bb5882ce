import { content } from '../../renderer/content.ts'

// Every page definition becomes a prerendered route; its data is handed over so it is not loaded twice.
export function onBeforePrerenderStart() {
  return [...content().pages.values()].map(({ route, page }) => ({ url: route, pageContext: { data: { route, page } } }))
}
