import type { Section, SectionType } from '../sections/types.ts'
import { sectionComponent } from './sectionRegistry.ts'
import { sectionModulePath } from './sectionModules.ts'
import { Island } from './islands/Island.tsx'
import classes from './RenderSections.module.css'

export interface RenderSectionsProps {
  /** The page's sections, rendered in this order. */
  sections: readonly Section[]
  /**
   * The interactive section types (`hydration: 'interactive'` in their definitions): on a visitor's
   * page each of their sections is an island, a React root of its own that the browser starts when it
   * comes near (renderer/islands/). Every other section is HTML only: its code never reaches the browser.
   * Left out where the whole page renders in the browser (the studio).
   */
  interactive?: readonly SectionType[]
}

/** Renders a page's sections in order, each inside the shared section frame (anchor id, spacing). */
export function RenderSections({ sections, interactive }: RenderSectionsProps) {
  return sections.map((section) => {
    const frame = { id: section.id, className: classes.frame, 'data-section-type': section.type }
    const Component = sectionComponent(section.type)
    if (interactive?.includes(section.type))
      return (
        <Island
          key={section.id}
          as="section"
          attributes={frame}
          module={sectionModulePath(section.type)}
          Component={Component}
          props={section}
          id={section.id}
          start="near"
        />
      )
    return (
      <section key={section.id} {...frame}>
        <Component {...section} />
      </section>
    )
  })
}
