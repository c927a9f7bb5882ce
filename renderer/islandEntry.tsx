// The code head/boot.js starts when an island (a section that hydrates) comes near the viewport
// before the page's framework runs: each island near the viewport loads its own code and props and
// hydrates as a root of its own (renderer/islandRoots.ts). Vike's router, the page's shell and its
// other sections wait for the visitor's first interaction, which starts the page as before.
// A module with effects only: importing it starts the islands.
import { Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageSection, Section } from '../sections/types.ts'
import { sectionsOf } from './deferredProps.ts'
import { keepEarlyPresses, loadIsland, nextTask, staysPrerendered, useIslandAnswered } from './islandLoading.ts'
import { claimIsland, hasOwnRoot, keepOwnRoot } from './islandRoots.ts'
import { nearViewport } from './nearViewport.ts'
import { settleOnNewMarkup, settleWhenNearIslandsHydrated } from './pageSettled.ts'
import { loadSectionComponent, sectionComponent } from './sectionRegistry.ts'

/** What the island renders as its own root: the section, then its mark and any early press again (useIslandAnswered). */
function OwnRootIsland({ id, type, props }: { id: string; type: Section['type']; props: Section }) {
  useIslandAnswered(id)
  const Component = sectionComponent(type)
  // sectionComponent looks the type up in the static registry: the same component for the same type on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />
}

/** The section's props, with its code loaded: from the page's HTML, or from its data file when the build deferred them. */
async function loadProps(section: PageSection): Promise<Section> {
  if ('deferred' in section) return loadIsland(section)
  await loadSectionComponent(section.type)
  return section
}

/**
 * Hydrates the island in a task of its own once its code and props are here, inside a Suspense
 * boundary like the page's own (renderer/RenderSections.tsx), unless the page's hydration began first.
 */
async function hydrateIsland(section: PageSection, element: HTMLElement): Promise<void> {
  if (!claimIsland(section.id)) return
  keepEarlyPresses(section.id)
  try {
    const props = await loadProps(section)
    await nextTask()
    // Vike's router may have rendered another page meanwhile (the claim is gone then).
    if (!hasOwnRoot(section.id) || !element.isConnected) return
    const island = <OwnRootIsland id={section.id} type={section.type} props={props} />
    keepOwnRoot(section.id, hydrateRoot(element, <Suspense>{island}</Suspense>))
  } catch (error) {
    staysPrerendered(section.id, error)
  }
}

const islandIds = new Set(document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.islands?.split(' '))
// The page's sections as Vike put them in its HTML: full props for those that hydrate with the page.
const islands = sectionsOf(document.getElementById('vike_pageContext')?.textContent ?? '{}').filter((section) => islandIds.has(section.id))
// The page's full CSS goes in once these islands have hydrated, or its markup gains an element (head/boot.js).
settleOnNewMarkup()
settleWhenNearIslandsHydrated(islands.map((section) => section.id))
for (const section of islands) {
  const element = document.getElementById(section.id)
  if (element) void nearViewport(section.id).then(() => hydrateIsland(section, element))
}
