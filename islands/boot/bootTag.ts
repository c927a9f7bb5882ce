import { BOOT_ATTRIBUTES as ISLAND } from '../bootAttributes.ts'

/** An attribute's space-separated values. */
export const listed = (element: Element | null | undefined, name: string) => element?.getAttribute(name)?.split(' ').filter(Boolean) ?? []

// What the boot script's own tag (`<script data-entry>`, islands/BootScript.tsx) names, as the build
// wrote it (build/optimizeHtml.ts); nothing where the page has no such tag.
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')
/** The islands' code (islands/islandEntry.tsx) as built. */
export const entry = tag?.dataset.entry
/** The files the islands' code imports, React among them. */
export const entryFiles = listed(tag, 'data-entry-files')
/** The speed measurement's built chunk, where the build measures real visitors' speed. */
export const vitalsModule = tag?.dataset.vitals
/** The module that gives a static section's failed image its fallback. */
export const imageFallbackModule = tag?.dataset.imageFallback

/** The island an event's target is in, if any. */
export const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(`[${ISLAND.module}]`) : null)

/** Options for listeners that only watch: they never delay scrolling or cancel anything. */
export const WATCH = { capture: true, passive: true }
