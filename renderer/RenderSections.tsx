import { Suspense, use } from 'react'
import type { Section } from '../schemas/sections/index.ts'
import { nearViewport } from './nearViewport.ts'
import { hydratesWhenVisible, isInteractive, loadSectionComponent, sectionComponent } from './sectionRegistry.ts'
import classes from './RenderSections.module.css'

export interface RenderSectionsProps {
  /** The page's sections, rendered in this order. */
  sections: readonly Section[]
  /**
   * True while hydrating a prerendered page: static sections then keep their server HTML untouched
   * (their props are not even in the page; see build/stripStaticProps.ts).
   */
  hydrating?: boolean
}

const never = new Promise<never>(() => {})

/**
 * Suspends forever. Inside a Suspense boundary that is being hydrated, React keeps the server's
 * HTML for the boundary and never asks for the component that would replace it.
 */
function KeepServerHtml(): never {
  return use(never)
}

const readyToHydrate = new Map<string, Promise<void>>()

/**
 * A section that hydrates when it comes near the viewport: until then it suspends, so React keeps
 * its server HTML; then its code loads and React hydrates it in place.
 */
function HydrateWhenVisible({ section }: { section: Section }) {
  let ready = readyToHydrate.get(section.id)
  if (!ready) {
    ready = nearViewport(section.id).then(() => loadSectionComponent(section.type))
    readyToHydrate.set(section.id, ready)
  }
  use(ready)
  const Component = sectionComponent(section.type)
  return <Component {...section} />
}

/** What renders inside a section's frame. */
function SectionBody({ section, hydrating }: { section: Section; hydrating: boolean }) {
  if (hydrating && !isInteractive(section.type)) return <KeepServerHtml />
  if (hydrating && hydratesWhenVisible(section.type)) return <HydrateWhenVisible section={section} />
  const Component = sectionComponent(section.type)
  return <Component {...section} />
}

/** Renders a page's sections in order, each inside the shared section frame (anchor id, spacing). */
export function RenderSections({ sections, hydrating = false }: RenderSectionsProps) {
  return sections.map((section) => {
    const interactive = isInteractive(section.type)
    return (
      <section
        key={section.id}
        id={section.id}
        className={classes.frame}
        data-section-type={section.type}
        data-static={interactive ? undefined : ''}
        data-hydrate={hydratesWhenVisible(section.type) ? 'visible' : undefined}
      >
        {/* Each boundary hydrates in its own task, so the browser can respond in between. */}
        <Suspense>
          <SectionBody section={section} hydrating={hydrating} />
        </Suspense>
      </section>
    )
  })
}
