import { serviceMessages } from '../serviceMessages.ts'
import type { RelatedPagesSection } from './schema.ts'
import { site } from '../../site/index.ts'
import classes from './RelatedPages.module.css'

/** Three other service pages: "Mange besøgende der ser {page} ser som regel også:". Never links to the current service. */
export default function RelatedPages({ id, current, pages }: RelatedPagesSection) {
  const headingId = `${id}-title`
  const others = pages.filter((page) => page.id !== current.id).slice(0, 3)
  return (
    <div className={classes.root}>
      <h2 id={headingId} className={classes.heading}>
        {serviceMessages.relatedTitle.replace('{page}', current.title)}
      </h2>
      <ul className={classes.grid} aria-labelledby={headingId}>
        {others.map((page) => (
          <li key={page.id} className={classes.card}>
            <h3 className={classes.title}>{page.title}</h3>
            <p className={classes.description}>{page.summary}</p>
            <a className={classes.link} href={`${site.navigation.servicesHref}/${page.id}`}>
              {serviceMessages.readMore} <span className="sr-only">{serviceMessages.readMoreHidden.replace('{title}', page.title)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
