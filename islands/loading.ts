/**
 * When islands start, shared by the boot script (islands/boot/boot.ts, inlined in every page) and the
 * islands' code (islands/).
 */

/** How far below (or above) the viewport an island starts, so it has hydrated when scrolled to. */
export const LOAD_MARGIN = '400px 0px'

/**
 * The event that asks the boot script to start an island by its id (`detail`): a part of the page that
 * opens another (the footer's consent settings button opens the consent layer's dialog).
 */
export const START_ISLAND_EVENT = 'klikvaerk:start-island'

/** Asks the boot script to start the island with this id, if the page has one. */
export const requestIslandStart = (id: string) => dispatchEvent(new CustomEvent(START_ISLAND_EVENT, { detail: id }))

/** Resolves in a task of its own (a timer's), so the browser can paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
