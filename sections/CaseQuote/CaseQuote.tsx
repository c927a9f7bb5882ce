import type { CaseQuoteSection } from './schema.ts'
import classes from './CaseQuote.module.css'

/** The client's own words about the cooperation, signed by its contact person. Static. */
export default function CaseQuote({ quote, client }: CaseQuoteSection) {
  return (
    <figure className={classes.root}>
      <blockquote className={classes.quote}>
        <p>{quote}</p>
      </blockquote>
      {client.contact && (
        <figcaption className={classes.caption}>
          <span className={classes.name}>{client.contact.name}</span>
          <span className={classes.role}>
            {client.contact.role}, {client.name}
          </span>
        </figcaption>
      )}
    </figure>
  )
}
