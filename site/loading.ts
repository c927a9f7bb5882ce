/**
 * When the page's code starts, shared by the boot script (head/boot.ts, inlined in every page) and
 * the framework (renderer/, pages/).
 */

/** How far below (or above) the viewport an interactive section starts the page's code, so it has hydrated when scrolled to. */
export const LOAD_MARGIN = '400px 0px'

/**
 * The event the framework sends right before it hydrates the page (pages/+onBeforeRenderClient.ts).
 * The boot script answers in `detail` with the button the visitor pressed before (renderer/earlyInput.ts)
 * and stops watching: from then on React answers every press itself.
 */
export const EARLY_INPUT_EVENT = 'klikvaerk:early-input'

/** What the boot script hands the framework with EARLY_INPUT_EVENT. */
export interface EarlyInput {
  /** The button the visitor last pressed before the page's code ran, if any. */
  pressed?: Element
}

/** Resolves in a task of its own (a timer's), so the browser can paint and handle input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
