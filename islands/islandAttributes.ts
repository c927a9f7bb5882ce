/**
 * How an island's element describes it to the browser (islands/Island.tsx writes it, the boot
 * script islands/boot/boot.ts and islands/islandEntry.tsx read it, build/optimizeHtml.ts adds the
 * files it needs). Shared by server and browser code: no imports but the boot script's share of them.
 */
import { BOOT_ATTRIBUTES } from './bootAttributes.ts'

/** Set on an island once it has hydrated and answers input (`ISLAND.ready`); apart, for the consent head script to read alone. */
export const ISLAND_READY = 'data-ready'

export const ISLAND = {
  ...BOOT_ATTRIBUTES,
  /** The component's props, as JSON. */
  props: 'data-props',
  /** Set once the island has hydrated and answers input. */
  ready: ISLAND_READY,
  /**
   * On a prerendered button that works only once its island has hydrated (the contact form's Send is
   * no submit button before): a press on it while the island hydrates is kept and carried out then.
   */
  pressLater: 'data-press-later',
  /** React's identifierPrefix for the island `id`. */
  prefix: (id: string) => `${id}-`,
  /** The performance mark set when the island `id` has hydrated. */
  mark: (id: string) => `island:${id}`,
} as const

/**
 * Every island starts at the visitor's first interaction with it (a press, touch, click, key or focus
 * inside it). One with work of its own when seen (an embed the visitor allowed, data from a content
 * system, the not-found page's log) also starts by itself when it comes within LOAD_MARGIN of the
 * viewport, and only while that work can run: once `consent` is allowed, while `media` matches, when
 * the address has a `query` parameter.
 */
export interface NearStart {
  /** The consent purpose (e.g. "preferences") its work needs. */
  consent?: string
  /** A media query its work needs, e.g. "(prefers-reduced-motion: no-preference)". */
  media?: string
  /** Query parameters of the page's address, one of which its work needs (a filter the address asks for). */
  query?: readonly string[]
}

/** The islands' code, by its source path: the dev server serves it so, the build writes its built file in its place (build/optimizeHtml.ts). */
export const ISLAND_ENTRY = 'islands/islandEntry.tsx'
/** The module that gives a static section's failed image its fallback (islands/boot/boot.ts loads it then), by its source path. */
export const IMAGE_FALLBACK = 'components/MediaImage/staticImageFallback.ts'
