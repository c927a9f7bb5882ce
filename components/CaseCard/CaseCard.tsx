import type { ReactNode } from 'react'
import { MediaImage } from '../MediaImage/index.ts'
import classes from './CaseCard.module.css'

/** What every case card shows of its case. */
export interface CaseCardCase {
  industry: string
  company: string
  image: { src: string; width: number; height: number }
}

export interface CaseCardProps {
  item: CaseCardCase
  /** The card's own element: an `article`, or an `li` when the list itself is the grid. */
  as?: 'article' | 'li'
  /** The section's additions to the card frame. */
  className?: string
  /** The image's text alternative: empty where the title link already names the case. */
  imageAlt: string
  /** Lazy for cards that start below the fold. */
  imageLoading?: 'lazy'
  /** The case's title as the section shows it (plain text, or a link). */
  title: ReactNode
  /** What the section shows under the company: metrics, tags, buttons. */
  children: ReactNode
  /** Marks the card for scripts and tests (`data-case`). */
  caseId?: string
}

/**
 * A case card, the one layout the home carousel and the /cases overview share: image, industry,
 * title and company, then the section's own details.
 */
export function CaseCard({ item, as: Element = 'article', className, imageAlt, imageLoading, title, children, caseId }: CaseCardProps) {
  return (
    <Element className={className ? `${classes.card} ${className}` : classes.card} data-case={caseId}>
      <MediaImage
        className={classes.image}
        src={item.image.src}
        alt={imageAlt}
        width={item.image.width}
        height={item.image.height}
        loading={imageLoading}
        decoding="async"
      />
      <div className={classes.body}>
        <p className={classes.industry}>{item.industry}</p>
        <h3 className={classes.title}>{title}</h3>
        <p className={classes.company}>{item.company}</p>
        {children}
      </div>
    </Element>
  )
}

/** The card's tag list and its tags, for the section's own lists of services. */
export const caseCardTags = { list: classes.tags, tag: classes.tag }
