import type { ComponentType } from 'react'
import { sectionModulePath } from '../sections/sectionModules.ts'
import type { Section, SectionType } from '../sections/types.ts'

/**
 * Every section folder's component module, each in a chunk of its own, found from the folders (nothing to register by hand); each
 * index.ts checks with `satisfies SectionComponent<'<type>'>` that its component takes its section's props.
 */
const modules = import.meta.glob<{ default: ComponentType<Section> }>('../sections/*/index.ts')

const loaded = new Map<SectionType, ComponentType<Section>>()

/** Loads the component of one section type (once). */
export async function loadSectionComponent(type: SectionType): Promise<void> {
  if (loaded.has(type)) return
  const module = modules[`../${sectionModulePath(type)}`]
  if (!module) throw new Error(`No component is registered for section type "${type}" (expected ${sectionModulePath(type)})`)
  loaded.set(type, (await module()).default)
}

/** Loads the components of the given sections; call before rendering them. */
export async function loadSectionComponents(sections: readonly Pick<Section, 'type'>[]): Promise<void> {
  await Promise.all([...new Set(sections.map((s) => s.type))].map(loadSectionComponent))
}

/** The loaded component for a section's type; fails loudly instead of silently dropping a section. */
export function sectionComponent(type: SectionType): ComponentType<Section> {
  const component = loaded.get(type)
  if (!component) throw new Error(`Section type "${type}" has no loaded component; call loadSectionComponents first`)
  return component
}
