import type { Section, SectionType } from '../sections/types.ts'
import { sectionComponent } from './sectionRegistry.ts'
import { sectionModulePath } from '../sections/sectionModules.ts'
import { Island } from '../islands/Island.tsx'
import type { NearStart } from '../islands/islandAttributes.ts'
import classes from './RenderSections.module.css'

export interface RenderSectionsProps {
  sections: readonly Section[]
  /** The interactive section types, whose sections are islands (islands/); the others are HTML only. None in the studio: it renders in the browser. */
  interactive?: readonly SectionType[]
  /** By section id, the islands that also start by themselves near the viewport, and when (renderer/pageData.ts); the others start when the visitor uses them. */
  startsNear?: Readonly<Record<string, NearStart>>
}

/** Renders a page's sections in order, each inside the shared section frame (anchor id, spacing). */
export function RenderSections({ sections, interactive, startsNear }: RenderSectionsProps) {
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
          // Its type is named twice already: by its module and its frame's data-section-type.
          unsent={['type']}
          id={section.id}
          startsNear={startsNear?.[section.id]}
        />
      )
    return (
      <section key={section.id} {...frame}>
        <Component {...section} />
      </section>
    )
  })
}
