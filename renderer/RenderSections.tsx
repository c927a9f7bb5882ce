import { Suspense, use, type ComponentType } from 'react'
import type { Section } from '../schemas/sections/index.ts'
import { isInteractive, sectionComponent } from './sectionRegistry.ts'
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

/** Renders a page's sections in order, each inside the shared section frame (anchor id, spacing). */
export function RenderSections({ sections, hydrating = false }: RenderSectionsProps) {
  return sections.map((section) => {
    const interactive = isInteractive(section.type)
    const Component: ComponentType<Section> | undefined = hydrating && !interactive ? undefined : sectionComponent(section.type)
    return (
      <section key={section.id} id={section.id} className={classes.frame} data-section-type={section.type} data-static={interactive ? undefined : ''}>
        {/* Each boundary hydrates in its own task, so the browser can respond in between. */}
        <Suspense>{Component ? <Component {...section} /> : <KeepServerHtml />}</Suspense>
      </section>
    )
  })
}
