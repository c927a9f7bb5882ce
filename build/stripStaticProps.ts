import { parse } from '@brillout/json-serializer/parse'
import { stringify } from '@brillout/json-serializer/stringify'
import type { Hydration } from '../sections/defineSection.ts'
import type { DeferredSection, Section, SectionType } from '../sections/types.ts'

interface PageData {
  data?: { page?: { head?: unknown; sections?: (Section | DeferredSection)[] } }
}

/** A section of a prerendered page and how it hydrates. */
export interface PageSectionInfo {
  id: string
  type: SectionType
  hydration: Hydration
}

/**
 * The page data Vike embeds for hydration, with the props of every section that does not hydrate
 * with the page left out and marked so: `{ id, type, deferred: "static" }` keeps its prerendered HTML
 * and never reads them, `{ id, type, deferred: "visible" }` fetches them from the route's own
 * .pageContext.json when it hydrates (renderer/deferredProps.ts). A client-side navigation reads the
 * full props from that file too. Each section's hydration comes from its definition (`hydrationOf`).
 * The page's head values leave it too: the HTML's head already has them, and only a client-side
 * navigation reads them (pages/+onAfterRenderClient.ts), from the route's .pageContext.json.
 * Parsed and written with Vike's own serializer and its options for HTML, so escaping stays safe.
 */
export function stripStaticProps(
  serialized: string,
  hydrationOf: (type: SectionType) => Hydration,
  fail: (problem: string) => never,
): { serialized: string; sections: PageSectionInfo[] } {
  const pageContext = parse(serialized) as PageData
  const sections = pageContext.data?.page?.sections
  if (!sections) return { serialized, sections: [] }
  const page = pageContext.data!.page!
  let changed = 'head' in page
  delete page.head
  const infos = sections.map(({ id, type }) => ({ id, type, hydration: hydrationOf(type) }))
  for (const [index, { id, type, hydration }] of infos.entries()) {
    if ('deferred' in sections[index]!) fail(`section "${id}" is already deferred in the page data`)
    if (hydration === 'load') continue
    sections[index] = { id, type, deferred: hydration }
    changed = true
  }
  if (!changed) return { serialized, sections: infos }
  return { serialized: stringify(pageContext, { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: true } }), sections: infos }
}
