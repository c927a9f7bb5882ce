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
  contactIntro: () => import('../sections/ContactIntro/index.ts'),
  bookingCalendar: () => import('../sections/BookingCalendar/index.ts'),
  contactDetails: () => import('../sections/ContactDetails/index.ts'),
  contactForm: () => import('../sections/ContactForm/index.ts'),
  mapEmbed: () => import('../sections/MapEmbed/index.ts'),
}

type AnyLoader = () => Promise<{ default: ComponentType<Section> }>
const loaded = new Map<SectionType, ComponentType<Section>>()

async function load(type: SectionType): Promise<void> {
  // Safe: `sectionLoaders` pairs every type with the component for exactly that type.
  const loader = sectionLoaders[type] as AnyLoader | undefined
  if (!loader) throw new Error(`No component is registered for section type "${type}"`)
  if (!loaded.has(type)) loaded.set(type, (await loader()).default)
}

/** Loads the components of the given sections; call before rendering them. */
export async function loadSectionComponents(sections: readonly Pick<Section, 'type'>[]): Promise<void> {
  await Promise.all([...new Set(sections.map((s) => s.type))].map(load))
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
