// Server and build only: every section type's definition (schema, hydration, structured data), from
// the one list in sections/index.ts. Browser code imports types from ./types.ts instead.
import * as definitions from './index.ts'
import type { Hydration, JsonLd, PageInfo, SectionDefinition } from './defineSection.ts'
import type { Section, SectionType } from './types.ts'
import type { BrowserSite } from '../site/browserSite.ts'
import type { NearStart } from '../islands/islandAttributes.ts'

/** Section type → its definition. */
export const sectionDefinitions: Record<SectionType, SectionDefinition<never>> = definitions

/**
 * Every section type, alphabetically: Node lists a module's exports so, the test runner in the order
 * written; sorted here, a line added anywhere in sections/index.ts gives every tool the same order.
 */
export const sectionTypes = (Object.keys(sectionDefinitions) as SectionType[]).sort()

/** Section type → the JSON Schema its sections are validated against. */
export const sectionSchemas = Object.fromEntries(sectionTypes.map((type) => [type, sectionDefinitions[type].schema])) as Record<SectionType, object>

/** Whether and when sections of a type hydrate on a page's first load. */
export function hydrationOf(type: SectionType): Hydration {
  return sectionDefinitions[type].hydration
}

/** Whether and under which conditions a section's island starts by itself near the viewport on this site (SectionDefinition.startsNear); undefined: only when the visitor uses it. */
export function nearStartOf(section: Section, site: BrowserSite): NearStart | undefined {
  const startsNear = sectionDefinitions[section.type].startsNear as SectionDefinition<Section>['startsNear']
  return hydrationOf(section.type) === 'interactive' ? startsNear?.when(section, site) : undefined
}

/** The schema.org data one section adds to its page's head (none for most). */
export function sectionStructuredData(section: Section, page: PageInfo): JsonLd[] {
  const describe = sectionDefinitions[section.type].structuredData as ((s: Section, p: PageInfo) => JsonLd | undefined) | undefined
  const result = describe?.(section, page)
  return result === undefined ? [] : [result]
}
