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
  /**
   * For an interactive section usually below the fold (carousels, players, galleries): on a page's
   * first load its code is fetched and it hydrates only when it comes near the viewport, so it adds
   * nothing to the page's initial JavaScript. Until then it is its prerendered HTML, which must
   * work on its own (links, native controls). After a client-side navigation it renders at once.
   */
  hydrateWhenVisible?: boolean
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
  cookieOverview: { interactive: false, load: () => import('../sections/CookieOverview/index.ts') },
  // Interactive: a button opens the preferences dialog.
  cookieSettings: { interactive: true, load: () => import('../sections/CookieSettings/index.ts') },
  // Interactive: loads the scheduling widget and shows its loading and error states. Hydrates near
  // the viewport: below the fold (the home page's contact section) neither xstate nor the third-party
  // script loads with the page.
  bookingCalendar: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/BookingCalendar/index.ts') },
  // Interactive: shows the map only once the visitor allows the purpose it needs, and removes it when
  // they withdraw. Hydrates near the viewport (at the foot of /kontakt).
  mapEmbed: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/MapEmbed/index.ts') },
  // Interactive: the e-mail copy button. Hydrates near the viewport (at the foot of the home page).
  contactDetails: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/ContactDetails/index.ts') },
  // Interactive: the form and its submission. Hydrates near the viewport: on /kontakt it sits below
  // the calendar, and until then it keeps what the visitor types and says it is getting ready.
  contactForm: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/ContactForm/index.ts') },
  highlights: { interactive: false, load: () => import('../sections/Highlights/index.ts') },
  ownerCards: { interactive: false, load: () => import('../sections/OwnerCards/index.ts') },
  // Interactive: read more / read less per bio and the e-mail copy button with its toast. Below the fold on the home page: hydrates when near.
  teamCards: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/TeamCards/index.ts') },
  // Interactive: bio toggles, copy buttons, and the content system's members appended once loaded.
  teamGrid: { interactive: true, load: () => import('../sections/TeamGrid/index.ts') },
  // Interactive: copy buttons with toasts; without a built-in member, the content-system lookup.
  teamProfile: { interactive: true, load: () => import('../sections/TeamProfile/index.ts') },
  // Interactive: choosing a video plays it in the player. Usually below the fold: hydrates when near.
  videoShowcase: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/VideoShowcase/index.ts') },
  // Interactive: previous/next buttons and swipe move through the creatives. Below the fold: hydrates when near.
  creativeGallery: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/CreativeGallery/index.ts') },
  caseList: { interactive: false, load: () => import('../sections/CaseList/index.ts') },
  // Static: the services toggle is a native <details>.
  caseHero: { interactive: false, load: () => import('../sections/CaseHero/index.ts') },
  caseStory: { interactive: false, load: () => import('../sections/CaseStory/index.ts') },
  // Static: a natively scrollable, focusable row of figures.
  caseGallery: { interactive: false, load: () => import('../sections/CaseGallery/index.ts') },
  caseQuote: { interactive: false, load: () => import('../sections/CaseQuote/index.ts') },
  caseCta: { interactive: false, load: () => import('../sections/CaseCta/index.ts') },
  // Interactive: requests the client's site only when the preview comes near the viewport.
  sitePreview: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/SitePreview/index.ts') },
  // Interactive: plays while in view, pauses out of view and under reduced motion.
  caseVideo: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/CaseVideo/index.ts') },
  // Interactive: case filter, carousel with autoplay, "+N more" tag toggles.
  caseCarousel: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/CaseCarousel/index.ts') },
  // Interactive: search, category filter and URL state.
  blogList: { interactive: true, load: () => import('../sections/BlogList/index.ts') },
  // Interactive: the copy-URL button and its toast.
  articleHeader: { interactive: true, load: () => import('../sections/ArticleHeader/index.ts') },
  articleBody: { interactive: false, load: () => import('../sections/ArticleBody/index.ts') },
  // Static: the pause switch, the pausing on hover and focus and the read-more toggles (<details>)
  // are native HTML and CSS.
  testimonialMarquee: { interactive: false, load: () => import('../sections/TestimonialMarquee/index.ts') },
  // Interactive: each live preview loads only when it comes near the viewport (the browser's lazy
  // frames load thousands of pixels early: three whole websites with the page).
  websiteShowcase: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/WebsiteShowcase/index.ts') },
  serviceHero: { interactive: false, load: () => import('../sections/ServiceHero/index.ts') },
  stats: { interactive: false, load: () => import('../sections/Stats/index.ts') },
  cardGrid: { interactive: false, load: () => import('../sections/CardGrid/index.ts') },
  checklist: { interactive: false, load: () => import('../sections/Checklist/index.ts') },
  steps: { interactive: false, load: () => import('../sections/Steps/index.ts') },
  priceBlock: { interactive: false, load: () => import('../sections/PriceBlock/index.ts') },
  relatedPages: { interactive: false, load: () => import('../sections/RelatedPages/index.ts') },
  callToAction: { interactive: false, load: () => import('../sections/CallToAction/index.ts') },
  servicesOverview: { interactive: false, load: () => import('../sections/ServicesOverview/index.ts') },
  homeServices: { interactive: false, load: () => import('../sections/HomeServices/index.ts') },
  // Interactive: previous/next buttons, arrow keys and swipe move the slides.
  imageCarousel: { interactive: true, hydrateWhenVisible: true, load: () => import('../sections/ImageCarousel/index.ts') },
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

/** Whether an interactive section type waits until it is near the viewport to hydrate (see `sectionRegistry`). */
export function hydratesWhenVisible(type: SectionType): boolean {
  const entry = entryOf(type)
  return entry.interactive && entry.hydrateWhenVisible === true
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
 * The loaded component for a section's type, to be given that section's fields.
 * Fails loudly instead of silently dropping a section.
 */
export function sectionComponent(type: SectionType): ComponentType<Section> {
  const component = loaded.get(type)
  if (!component) throw new Error(`Section type "${type}" has no loaded component; call loadSectionComponents first`)
  return component
}
