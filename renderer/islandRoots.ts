import type { Root } from 'react-dom/client'

/**
 * The islands that hydrate as roots of their own (renderer/islandEntry.tsx): before the page's
 * framework runs, an island that comes near the viewport loads only its own code and hydrates
 * alone, without Vike's router and the page's shell. When the page hydrates later (at the visitor's
 * first interaction), it keeps those islands as they are (renderer/RenderSections.tsx), and they
 * stay roots of their own until the visitor leaves the page through Vike's router.
 */
const ownRoots = new Map<string, Root | undefined>()

let pageHydrating = false

/** For the page's hydration (pages/+onBeforeRenderClient.ts): from now on the page hydrates every island not claimed yet. */
export function pageTakesOver(): void {
  pageHydrating = true
}

/** Claims the island for a root of its own; false once the page's hydration has begun (it hydrates the island then). */
export function claimIsland(id: string): boolean {
  if (pageHydrating) return false
  ownRoots.set(id, undefined)
  return true
}

/** Keeps the root an island claimed earlier has hydrated into, for unmountOwnRoots. */
export function keepOwnRoot(id: string, root: Root): void {
  ownRoots.set(id, root)
}

/** Whether the island is (or is about to be) a root of its own: the page's hydration then leaves its HTML alone. */
export function hasOwnRoot(id: string): boolean {
  return ownRoots.has(id)
}

/**
 * Before Vike's router renders another page: the islands' roots unmount (their effects clean up,
 * their markup goes), and the next page's sections are the page's own.
 */
export function unmountOwnRoots(): void {
  for (const root of ownRoots.values()) root?.unmount()
  ownRoots.clear()
}
