// Types only: safe to import from browser code (`import type`), it brings no schema along.
import type { ComponentType } from 'react'
import type * as definitions from './index.ts'
import type { SectionDefinition } from './defineSection.ts'

type Definitions = typeof definitions
/** Every section type a page may use: the names listed in sections/index.ts. */
export type SectionType = keyof Definitions
/**
 * Each section type's fields as its component receives them, as declared by its definition:
 * references to collection items are the items (their view's fields), Markdown is HTML.
 */
type SectionMap = { [K in SectionType]: Definitions[K] extends SectionDefinition<infer S> ? S : never }
/** The section of one type. */
export type SectionOf<K extends SectionType> = SectionMap[K]
/** Any section. */
export type Section = SectionMap[SectionType]

/** Fails to compile when a definition is listed under another name than its schema's `type`. */
type Misnamed = { [K in SectionType]: SectionMap[K] extends { type: K } ? never : K }[SectionType]
export const everySectionListedUnderItsType: [Misnamed] extends [never] ? true : Misnamed = true

/** The component of one section type: it receives the section's fields as props. */
export type SectionComponent<K extends SectionType> = ComponentType<SectionOf<K>>
