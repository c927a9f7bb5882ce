import type { ComponentType } from 'react'
import type { Section, SectionOf, SectionType } from '../schemas/sections/index.ts'

/** The component that renders one section type; it receives the section's fields as props. */
export type SectionComponent<K extends SectionType> = ComponentType<SectionOf<K>>

type SectionLoaders = { [K in SectionType]: () => Promise<{ default: SectionComponent<K> }> }

/**
 * Section type → its component. Each is a separate chunk, so a page only downloads the
 * sections it uses. TypeScript fails here if a schema type has no component or a component
 * expects other props than its schema describes.
 */
export const sectionLoaders: SectionLoaders = {
  hero: () => import('../sections/Hero/index.ts'),
  pageIntro: () => import('../sections/PageIntro/index.ts'),
  legalClause: () => import('../sections/LegalClause/index.ts'),
  cookieSettings: () => import('../sections/CookieSettings/index.ts'),
}

const loaded: Partial<{ [K in SectionType]: SectionComponent<K> }> = {}

async function load<K extends SectionType>(type: K): Promise<void> {
  const loader = sectionLoaders[type]
  if (!loader) throw new Error(`No component is registered for section type "${type}"`)
  loaded[type] ??= (await loader()).default
}

/** Loads the components of the given sections; call before rendering them. */
export async function loadSectionComponents(sections: readonly Pick<Section, 'type'>[]): Promise<void> {
  await Promise.all([...new Set(sections.map((s) => s.type))].map(load))
}

/** The loaded component for a section type; fails loudly instead of silently dropping a section. */
export function sectionComponent<K extends SectionType>(type: K): SectionComponent<K> {
  const component = loaded[type]
  if (!component) throw new Error(`Section type "${type}" has no loaded component; call loadSectionComponents first`)
  return component
}
