import { parse } from '@brillout/json-serializer/parse'
import { stringify } from '@brillout/json-serializer/stringify'

interface PageData {
  data?: { page?: { sections?: { id: string; type: string }[] } }
}

/**
 * The page data Vike embeds for hydration, without the props of static sections and of those that
 * hydrate when visible: the first keep their prerendered HTML and never read them, the others fetch
 * them from the route's own .pageContext.json when they hydrate (renderer/RenderSections.tsx), so only
 * `id` and `type` stay. A client-side navigation reads the full props from that file too.
 * Parsed and written with Vike's own serializer and its options for HTML, so escaping stays safe.
 */
export function stripStaticProps(serialized: string, staticIds: readonly string[], fail: (problem: string) => never): string {
  const pageContext = parse(serialized) as PageData
  const sections = pageContext.data?.page?.sections ?? fail('the page data holds no data.page.sections')
  for (const id of staticIds) {
    const index = sections.findIndex((section) => section.id === id)
    const section = sections[index] ?? fail(`section "${id}" (static or hydrating when visible) is not in the page data`)
    sections[index] = { id: section.id, type: section.type }
  }
  return stringify(pageContext, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: true } })
}
