import type { PageHead } from '../schemas/page.ts'
import type { SiteConfig } from '../schemas/site.ts'

/**
 * How a section comes alive on a page's first load (after a client-side navigation every section
 * simply renders):
 * - `static`: never. Its prerendered HTML is all it needs (links, native HTML such as `<details>`);
 *   the page ships neither its code nor its props, and its HTML stays untouched.
 * - `load`: it hydrates with the page; its code is loaded up front and its props are in the page.
 * - `visible`: it hydrates when it comes within 400 px of the viewport, fetching its code and its
 *   props then; until then its prerendered HTML must work on its own. For interactive sections
 *   usually below the fold (carousels, players, embeds, forms).
 */
export type Hydration = 'static' | 'load' | 'visible'

/** A schema.org object for a `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>

/** What a section's structured data may draw on besides its own fields. */
export interface PageInfo {
  route: string
  head: PageHead
  site: SiteConfig
}

/** Everything the engine knows about one section type besides its component. Server and build only. */
export interface SectionDefinition<S> {
  /** The JSON Schema pages are validated against (its doc comments feed the editor schemas). */
  schema: object
  /** Whether and when the section hydrates on a page's first load. */
  hydration: Hydration
  /** The schema.org data the section adds to its page's head, for sections search engines understand. */
  structuredData?: (section: S, page: PageInfo) => JsonLd | undefined
}

/** Declares a section type; `S` is the section's props as its component receives them. */
export function defineSection<S>(definition: SectionDefinition<S>): SectionDefinition<S> {
  return definition
}
