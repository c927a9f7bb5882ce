/**
 * How an island's element describes it to the browser (renderer/islands/Island.tsx writes it, the boot
 * script head/boot.ts and renderer/islands/islandEntry.tsx read it, build/optimizeHtml.ts adds the
 * files it needs). Shared by server and browser code: no imports.
 */
export const ISLAND = {
  /** The module (its default export is the component), relative to the project root, e.g. "sections/ContactForm/index.ts". */
  module: 'data-island',
  /** Unique on the page; the root's `identifierPrefix` is made from it. */
  id: 'data-island-id',
  /** When the browser starts it (IslandStart). */
  start: 'data-start',
  /** The component's props, as JSON. */
  props: 'data-props',
  /** The built files the module needs, space-separated (written by build/optimizeHtml.ts). */
  files: 'data-files',
  /** Set once the island has hydrated and answers input. */
  ready: 'data-ready',
  /** Set when its code could not be loaded (a newer deploy removed the files): it stays as prerendered, and may say so. */
  failed: 'data-failed',
  /** React's identifierPrefix for the island `id`. */
  prefix: (id: string) => `${id}-`,
  /** The performance mark set when the island `id` has hydrated. */
  mark: (id: string) => `island:${id}`,
} as const

/** When an island starts: 'near' once it comes within LOAD_MARGIN of the viewport (or is interacted with), 'interaction' only when the visitor interacts with it. */
export type IslandStart = 'near' | 'interaction'

/** The islands' code, by its source path: the dev server serves it so, the build writes its built file in its place (build/optimizeHtml.ts). */
export const ISLAND_ENTRY = 'renderer/islands/islandEntry.tsx'
/** The module that gives a static section's failed image its fallback (head/boot.ts loads it then), by its source path. */
export const IMAGE_FALLBACK = 'components/MediaImage/staticImageFallback.ts'
