import type { ComponentType } from 'react'
import { sectionModulePath } from './sectionModules.ts'
import type { Section, SectionType } from '../sections/types.ts'

/**
 * Every section folder's component module (`sections/<Name>/index.ts`), each in a chunk of its own so
 * a page only downloads the sections it uses. Derived from the folders: nothing to register by hand;
 * each index.ts checks with `satisfies SectionComponent<'<type>'>` that its component takes its
 * section's props.
 */
const modules = import.meta.glob<{ default: ComponentType<Section> }>('../sections/*/index.ts')

const loaded = new Map<SectionType, ComponentType<Section>>()

async function load(type: SectionType): Promise<void> {
  if (loaded.has(type)) return
  const module = modules[`../${sectionModulePath(type)}`]
  if (!module) throw new Error(`No component is registered for section type "${type}" (expected ${sectionModulePath(type)})`)
  loaded.set(type, (await module()).default)
}

/** Loads the component of one section type (once). */
export function loadSectionComponent(type: SectionType): Promise<void> {
  return load(type)
}

/** Loads the components of the given sections; call before rendering them. */
export async function loadSectionComponents(sections: readonly Pick<Section, 'type'>[]): Promise<void> {
  await Promise.all([...new Set(sections.map((s) => s.type))].map(load))
}

/**
 * For a page's hydration: loads the components of the given sections, each type on its own. A type
 * whose code cannot be loaded (a new deploy removed it, say) is reported; its sections keep their
 * prerendered HTML (renderer/RenderSections.tsx).
 */
export async function loadSectionComponentsForHydration(sections: readonly Pick<Section, 'type'>[]): Promise<void> {
  const types = [...new Set(sections.map((s) => s.type))]
  const results = await Promise.allSettled(types.map(load))
  for (const [index, result] of results.entries())
    if (result.status === 'rejected') console.warn(`Sections of type "${types[index]}" stay as prerendered: their code could not be loaded`, result.reason)
}

/** Whether the component of a section type has been loaded. */
export function hasSectionComponent(type: SectionType): boolean {
  return loaded.has(type)
}

/**
 * The loaded component for a section's type, to be given that section's fields.
 * Fails loudly instead of silently dropping a section.
 */
export function sectionComponent(type: SectionType): ComponentType<Section> {
  const component = loaded.get(type)
  if (!component) throw new Error(`Section type "${type}" has no loaded component; call loadSectionComponents first`)
  return component
}
