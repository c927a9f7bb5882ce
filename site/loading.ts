/**
 * When the page's code loads, shared by the framework (renderer/) and head/boot.js, into which the
 * build writes these values (head/bootScript.ts).
 */

/** How far below (or above) the viewport a section starts loading, so it is ready when scrolled to; an island this near hydrates. */
export const LOAD_MARGIN = '400px 0px'

/**
 * The event head/boot.js sends, once the framework runs, for a link whose page should be fetched
 * ahead (hovered for 100 ms, or in view for a second on a touch screen); `detail` is its path.
 * renderer/prefetchPage.ts answers it.
 */
export const PREFETCH_PAGE_EVENT = 'klikvaerk:prefetch-page'

/**
 * The event the code sends once the islands near the viewport have hydrated (on their own,
 * renderer/islandEntry.tsx, or with the page, pages/+onHydrationEnd.ts), or at once when the page's
 * markup changes before that; head/boot.js then puts the page's full CSS in place of the inlined rules.
 */
export const PAGE_SETTLED_EVENT = 'klikvaerk:settled'

/**
 * The performance mark an island sets once it has hydrated, followed by its section id
 * (renderer/islandLoading.ts): `npm run bench` times islands by it, and the page waits for those
 * near the viewport before it tells head/boot.js it has settled.
 */
export const ISLAND_HYDRATED_MARK = 'hydrated:'

/**
 * The window property under which head/boot.js keeps what the visitor last clicked before any of
 * the page's code has run; renderer/islandLoading.ts presses it again once its island has hydrated,
 * if it is one of the island's buttons (the code watches presses itself from when it runs).
 */
export const EARLY_PRESS_KEY = '__earlyPress'
