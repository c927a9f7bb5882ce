import { Suspense, use, useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import type { DeferredSection, PageSection } from '../sections/types.ts'
import { never, useIslandAnswered, usePressedBeforeHydrationAgain, whenReadyToHydrate } from './islandLoading.ts'
import { hasOwnRoot } from './islandRoots.ts'
import { sectionComponent } from './sectionRegistry.ts'
import classes from './RenderSections.module.css'

export interface RenderSectionsProps {
  /**
   * The page's sections, rendered in this order. On a page's first load those that do not hydrate
   * with the page come without their props, marked `deferred` (build/stripStaticProps.ts).
   */
  sections: readonly PageSection[]
  /**
   * Render only this many sections in the first pass and the rest in a pass of their own right
   * after it, so the first screen (with the page's heading) commits sooner. Only for client-side
   * navigation: the server and hydration must render every section at once.
   */
  firstPass?: number
}

/**
 * Suspends forever. Inside a Suspense boundary that is being hydrated, React and Preact (the
 * browser's runtime) keep the server's HTML for the boundary and never ask for the component that
 * would replace it.
 */
function KeepServerHtml(): never {
  return use(never)
}

/**
 * A section that hydrates when it comes near the viewport: until then it suspends, so the server HTML stays
 * as it is; then its code and props load and it hydrates in place, in a task of its own after the
 * page's hydration (renderer/islandLoading.ts).
 */
function HydrateWhenVisible({ section }: { section: DeferredSection }) {
  const props = use(whenReadyToHydrate(section))
  useIslandAnswered(section.id)
  const Component = sectionComponent(section.type)
  // sectionComponent looks the type up in the static registry: the same component for the same type on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />
}

/** What renders inside a section's frame. */
function SectionBody({ section }: { section: PageSection }) {
  // An island that hydrated as a root of its own before the page did stays that root (renderer/islandRoots.ts).
  if (hasOwnRoot(section.id)) return <KeepServerHtml />
  if ('deferred' in section) return section.deferred === 'static' ? <KeepServerHtml /> : <HydrateWhenVisible section={section} />
  const Component = sectionComponent(section.type)
  // sectionComponent looks the type up in the static registry: the same component for the same type on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...section} />
}

/** Its children one render pass later: the first commit, and the paint after it, go without them. */
function NextPass({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false)
  // An effect runs after the commit has painted; the state it sets starts the second pass, which
  // is the point here (React's useDeferredValue would do it too, but Preact, the browser's runtime, has no deferred renders).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setShown(true), [])
  return shown ? children : null
}

/** Renders a page's sections in order, each inside the shared section frame (anchor id, spacing). */
export function RenderSections({ sections, firstPass = Infinity }: RenderSectionsProps) {
  usePressedBeforeHydrationAgain(sections.filter((section) => !('deferred' in section) && !hasOwnRoot(section.id)).map((section) => section.id))
  return sections.map((section, index) => (
    <section key={section.id} id={section.id} className={classes.frame} data-section-type={section.type}>
      {/* A boundary per section: one that suspends (static, or waiting to be visible) keeps its server HTML. */}
      <Suspense>
        {index < firstPass ? (
          <SectionBody section={section} />
        ) : (
          <NextPass>
            <SectionBody section={section} />
          </NextPass>
        )}
      </Suspense>
    </section>
  ))
}
