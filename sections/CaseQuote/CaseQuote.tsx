import type { CaseQuoteSection } from './schema.ts'
import classes from './CaseQuote.module.css'

/** The client's own words about the cooperation. Static. */
export default function CaseQuote({ quote, name, role }: CaseQuoteSection) {
  return (
    <figure className={classes.root}>
      <blockquote className={classes.quote}>
        <p>{quote}</p>
      </blockquote>
      <figcaption className={classes.caption}>
        <span className={classes.name}>{name}</span>
        <span className={classes.role}>{role}</span>
      </figcaption>
    </figure>
  )
}
