import type { PageHead } from '../schemas/page.ts'
import type { SiteConfig } from '../schemas/site.ts'
import type { BrowserSite } from '../site/browserSite.ts'
import type { NearStart } from '../islands/islandAttributes.ts'

/**
 * Whether a section needs its code in the browser:
 * - `static`: never. Its prerendered HTML is all it needs (links, native HTML such as `<details>`);
 *   neither its code nor its props reach the browser.
 * - `interactive`: it answers the visitor beyond links and native HTML; it is an island
 *   (islands/), a React root of its own that starts at the visitor's first interaction with
 *   it (a press, touch, click, key or focus inside it), which it then carries out. Its code is fetched
 *   ahead, unrun, once the page is idle and the section is near the screen. Its prerendered HTML must
 *   work on its own until then.
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
  /**
   * Only for an interactive section with work of its own when it is seen (an embed the visitor
   * allowed, data from a content system, a video that plays in view): it also starts by itself when
   * it comes within 400 px of the viewport, under the conditions `when` gives for this section on this
   * site, and not at all where `when` gives undefined (its work cannot run there).
   */
  startsNear?: {
    /** Why it cannot wait for the visitor, in Danish: the studio's section catalogue shows it. */
    reason: string
    when: (section: S, site: BrowserSite) => NearStart | undefined
  }
  /** The schema.org data the section adds to its page's head, for sections search engines understand. */
  structuredData?: (section: S, page: PageInfo) => JsonLd | undefined
}

/** Declares a section type; `S` is the section's props as its component receives them. */
export function defineSection<S>(definition: SectionDefinition<S>): SectionDefinition<S> {
  return definition
}
