import type { PageHead } from '../schemas/page.ts'
import type { SiteConfig } from '../schemas/site.ts'

/**
 * Whether a section needs its code in the browser:
 * - `static`: never. Its prerendered HTML is all it needs (links, native HTML such as `<details>`);
 *   neither its code nor its props reach the browser.
 * - `interactive`: it answers the visitor beyond links and native HTML; it is an island
 *   (renderer/islands/), a React root of its own that starts when the section comes within 400 px of
 *   the viewport or at the visitor's first interaction with it. Its prerendered HTML must work on its own until then.
 */
export type Hydration = 'static' | 'interactive'

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
  /** The JSON Schema pages are validated against, with the Danish `title` and `description` the editor shows for the type and each field. */
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
