import { Suspense, type ComponentType } from 'react'
import type { Section } from '../schemas/sections/index.ts'
import { sectionComponent } from './sectionRegistry.ts'
import classes from './RenderSections.module.css'

export interface RenderSectionsProps {
  /** The page's sections, rendered in this order. */
  sections: readonly Section[]
}

/** Renders a page's sections in order, each inside the shared section frame (anchor id, spacing). */
export function RenderSections({ sections }: RenderSectionsProps) {
  return sections.map((section) => {
    const Component: ComponentType<Section> = sectionComponent(section.type)
    return (
      <section key={section.id} id={section.id} className={classes.frame} data-section-type={section.type}>
        {/* Each boundary hydrates in its own task, so the browser can respond in between. */}
        <Suspense>
          <Component {...section} />
        </Suspense>
      </section>
    )
  })
}
