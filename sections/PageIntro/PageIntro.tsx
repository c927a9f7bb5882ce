import { danishLongDate } from '../../site/danishDate.ts'
import { pageIntroMessages } from './messages.ts'
import type { PageIntroSection } from './schema.ts'
import classes from './PageIntro.module.css'

/** A page's heading with an optional lead and "last updated" date. */
export default function PageIntro({ eyebrow, title, lead, updated }: PageIntroSection) {
  return (
    <div className={classes.root}>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <h1 className={classes.title}>{title}</h1>
      {lead && <p className={classes.lead}>{lead}</p>}
      {updated && (
        <p className={classes.updated}>
          {pageIntroMessages.updated}: <time dateTime={updated}>{danishLongDate(updated)}</time>
        </p>
      )}
    </div>
  )
}
