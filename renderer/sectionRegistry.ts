import type { ComponentType } from 'react'
import type { Section, SectionOf, SectionType } from '../schemas/sections/index.ts'

/** The component that renders one section type; it receives the section's fields as props. */
export type SectionComponent<K extends SectionType> = ComponentType<SectionOf<K>>

interface SectionEntry<K extends SectionType> {
  /**
   * Whether the section responds to the visitor (forms, buttons that do something, players, filters).
   * A static one keeps its prerendered HTML on a page's first load: the browser downloads neither its
   * code nor its props and spends no time hydrating it. After a client-side navigation every section
   * renders as usual.
   */
  interactive: boolean
  /** Its component, in a chunk of its own, so a page only downloads the sections it uses. */
  load: () => Promise<{ default: SectionComponent<K> }>
}

/**
 * Section type → its component and whether it is interactive. TypeScript fails here if a schema
 * type has no component or a component expects other props than its schema describes.
 */
export const sectionRegistry: { [K in SectionType]: SectionEntry<K> } = {
  hero: { interactive: false, load: () => import('../sections/Hero/index.ts') },
  pageIntro: { interactive: false, load: () => import('../sections/PageIntro/index.ts') },
  legalClause: { interactive: false, load: () => import('../sections/LegalClause/index.ts') },
  richText: { interactive: false, load: () => import('../sections/RichText/index.ts') },
  faq: { interactive: false, load: () => import('../sections/Faq/index.ts') },
  contactIntro: { interactive: false, load: () => import('../sections/ContactIntro/index.ts') },
  mapEmbed: { interactive: false, load: () => import('../sections/MapEmbed/index.ts') },
  // Interactive: a button opens the preferences dialog.
  cookieSettings: { interactive: true, load: () => import('../sections/CookieSettings/index.ts') },
  // Interactive: loads the scheduling widget and shows its loading and error states.
  bookingCalendar: { interactive: true, load: () => import('../sections/BookingCalendar/index.ts') },
  // Interactive: the e-mail copy button.
  contactDetails: { interactive: true, load: () => import('../sections/ContactDetails/index.ts') },
  // Interactive: the form and its submission.
  contactForm: { interactive: true, load: () => import('../sections/ContactForm/index.ts') },
  highlights: { interactive: false, load: () => import('../sections/Highlights/index.ts') },
  ownerCards: { interactive: false, load: () => import('../sections/OwnerCards/index.ts') },
  // Interactive: read more / read less per bio and the e-mail copy button with its toast.
  teamCards: { interactive: true, load: () => import('../sections/TeamCards/index.ts') },
  // Interactive: bio toggles, copy buttons, and the content system's members appended once loaded.
  teamGrid: { interactive: true, load: () => import('../sections/TeamGrid/index.ts') },
  // Interactive: copy buttons with toasts; without a built-in member, the content-system lookup.
  teamProfile: { interactive: true, load: () => import('../sections/TeamProfile/index.ts') },
}

/** A type's registry entry; fails loudly for a type nobody registered. */
function entryOf(type: SectionType): SectionEntry<SectionType> {
  // Safe: `sectionRegistry` pairs every type with the component for exactly that type.
  const entry = sectionRegistry[type] as unknown as SectionEntry<SectionType> | undefined
  if (!entry) throw new Error(`No component is registered for section type "${type}"`)
  return entry
}

/** Whether a section type is interactive (see `sectionRegistry`). */
export function isInteractive(type: SectionType): boolean {
  return entryOf(type).interactive
}

const loaded = new Map<SectionType, ComponentType<Section>>()

async function load(type: SectionType): Promise<void> {
  if (!loaded.has(type)) loaded.set(type, (await entryOf(type).load()).default as ComponentType<Section>)
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
