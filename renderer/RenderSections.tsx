import type { Section, SectionType } from '../sections/types.ts'
import { hasSectionComponent, sectionComponent } from './sectionRegistry.ts'
import classes from './RenderSections.module.css'

export interface RenderSectionsProps {
  /** The page's sections, rendered in this order. */
  sections: readonly Section[]
  /**
   * The interactive section types (`hydration: 'interactive'` in their definitions): their frames
   * carry `data-interactive`, and the boot script starts the page when one comes near (head/boot.ts).
   */
  interactive?: readonly SectionType[]
  /**
   * While the page hydrates: a static section keeps its prerendered HTML, and its code is never loaded;
   * so does an interactive one whose code could not be loaded (its HTML works on its own).
   */
  hydrating?: boolean
}

/**
 * A static section's inner HTML while the page hydrates. React hydrates an element given inner HTML
 * without looking at its children, and never writes them again while the string stays the same.
 */
const KEEP_PRERENDERED = { __html: '' }

/** Renders a page's sections in order, each inside the shared section frame (anchor id, spacing). */
export function RenderSections({ sections, interactive = [], hydrating = false }: RenderSectionsProps) {
  return sections.map((section) => {
    const isInteractive = interactive.includes(section.type)
    const frame = { id: section.id, className: classes.frame, 'data-section-type': section.type, 'data-interactive': isInteractive ? '' : undefined }
    if (hydrating && !(isInteractive && hasSectionComponent(section.type)))
      return <section key={section.id} {...frame} dangerouslySetInnerHTML={KEEP_PRERENDERED} suppressHydrationWarning />
    const Component = sectionComponent(section.type)
    return (
      <section key={section.id} {...frame}>
        <Component {...section} />
      </section>
    )
  })
}
