import { caseMessages } from '../caseMessages.ts'
import type { CaseQuoteSection } from './schema.ts'
import classes from './CaseQuote.module.css'

/** The client's own words about the cooperation, signed by its contact person. Static. */
export default function CaseQuote({ quote, client }: CaseQuoteSection) {
  return (
    <>
      {/* The section's heading, for those who move through a page by headings; the quote says the rest. */}
      <h2 className="sr-only">{caseMessages.quoteHeading}</h2>
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
    </>
  )
}
