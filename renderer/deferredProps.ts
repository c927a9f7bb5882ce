import { parse } from '@brillout/json-serializer/parse'
import type { DeferredSection, PageSection, Section } from '../sections/types.ts'
import { PAGE_DATA_FILE } from '../site/cacheControl.ts'

let pageData: { path: string; sections: Promise<Section[]> } | undefined

/** The address of the data Vike prerendered for a route: "/" → "/index.pageContext.json". */
export function pageDataUrl(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/${PAGE_DATA_FILE}`
}

/** The sections page data lists, as Vike serialised it (a route's data file, or the data in its HTML); none if it lists none. */
export function sectionsOf<S extends PageSection>(serialized: string): S[] {
  return (parse(serialized) as { data?: { page?: { sections?: S[] } } }).data?.page?.sections ?? []
}

/** The sections a route's prerendered data lists, as Vike serialised them; rejects if the data cannot be had. */
export async function fetchPageSections(pathname: string): Promise<Section[]> {
  const response = await fetch(pageDataUrl(pathname))
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  return sectionsOf<Section>(await response.text())
}

/** The sections of this page with all their props, fetched once per page from its prerendered data. */
function fullSections(): Promise<Section[]> {
  const path = window.location.pathname
  if (pageData?.path !== path) pageData = { path, sections: fetchPageSections(path) }
  return pageData.sections
}

/**
 * The props of a section the build deferred (build/stripStaticProps.ts), so a page's first bytes stay
 * small: they come from the route's own page data when the section is about to hydrate. Rejects if
 * they cannot be had.
 */
export async function propsForHydration(section: DeferredSection): Promise<Section> {
  const full = (await fullSections()).find((candidate) => candidate.id === section.id && candidate.type === section.type)
  if (!full) throw new Error(`section "${section.id}" is not in this page's data`)
  return full
}

/** The ids of the sections the build deferred in this way (build/stripStaticProps.ts): static ones, or those that hydrate when visible. */
export function deferredSectionIds(sections: readonly PageSection[], deferred: DeferredSection['deferred']): string[] {
  return sections.flatMap((section) => ('deferred' in section && section.deferred === deferred ? [section.id] : []))
}
