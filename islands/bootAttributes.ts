/**
 * The island attributes the boot script (islands/boot/boot.ts) reads, in a file of their own: its bundle,
 * inlined in every page, carries only these (islands/islandAttributes.ts adds the rest to them).
 */
export const BOOT_ATTRIBUTES = {
  /** The module (its default export is the component), relative to the project root, e.g. "sections/ContactForm/index.ts". */
  module: 'data-island',
  /** Unique on the page; the root's `identifierPrefix` is made from it. */
  id: 'data-island-id',
  /** "near" on an island that also starts by itself when it comes near the viewport (NearStart); absent on the others. */
  start: 'data-start',
  /** A near island starts by itself only once the visitor has allowed this consent purpose (`<html data-consent>` lists it). */
  startConsent: 'data-start-consent',
  /** A near island starts by itself only while this media query matches. */
  startMedia: 'data-start-media',
  /** A near island starts by itself only when the page's address has one of these query parameters, space-separated. */
  startQuery: 'data-start-query',
  /** The built files the module needs, space-separated (written by build/optimizeHtml.ts). */
  files: 'data-files',
  /** Set when its code could not be loaded (a newer deploy removed the files): it stays as prerendered, and may say so. */
  failed: 'data-failed',
} as const
