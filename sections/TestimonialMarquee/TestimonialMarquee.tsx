import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { testimonialMessages } from './messages.ts'
import type { TestimonialMarqueeSection } from './schema.ts'
import classes from './TestimonialMarquee.module.css'

/** Quotes longer than this are cut, with a read-more toggle (SPEC.md section 9). */
export const TESTIMONIAL_TRUNCATE_AT = 150

type Testimonial = TestimonialMarqueeSection['testimonials'][number]

/**
 * Splits a quote for display: the part shown while collapsed (at most `max` characters, ending at a
 * word boundary where there is one) and the rest. Quotes of `max` characters or fewer have no rest.
 */
export function splitQuote(text: string, max = TESTIMONIAL_TRUNCATE_AT): { head: string; rest: string } {
  if (text.length <= max) return { head: text, rest: '' }
  const lastSpace = text.lastIndexOf(' ', max)
  const cut = lastSpace > max / 2 ? lastSpace : max
  return { head: text.slice(0, cut).trimEnd(), rest: text.slice(cut) }
}

/**
 * The testimonials: summary figures, then two rows that scroll in opposite directions (CSS
 * animations of 40 s and 35 s). The rows pause on hover and keyboard focus and with the pause switch
 * (WCAG 2.2.2), and stand still under prefers-reduced-motion. Each row holds its quotes twice so the
 * loop is seamless; the copy is hidden from assistive technology and inert. Quotes over 150
 * characters are cut, with a read-more / read-less toggle per card: the set of expanded cards is the
 * set of open `<details>`. All of it is native HTML and CSS, so it works from first paint and
 * without JavaScript, and the section stays static (no code, no props in the page).
 */
export default function TestimonialMarquee({ id, title, lead, stats, testimonials }: TestimonialMarqueeSection) {
  const t = testimonialMessages
  const half = Math.ceil(testimonials.length / 2)
  const rows = [testimonials.slice(0, half), testimonials.slice(half)].filter((row) => row.length > 0)

  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <dl className={classes.stats} aria-label={t.statsLabel}>
        {stats.map((stat) => (
          <div key={stat.label} className={classes.stat}>
            <dt className={classes.statLabel}>{stat.label}</dt>
            <dd className={classes.statValue}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <div className={classes.controls}>
        <label className={classes.pause}>
          <input type="checkbox" role="switch" className={classes.pauseInput} aria-controls={`${id}-rows`} />
          <span aria-hidden="true" className={classes.pauseIcon} />
          {t.pause}
        </label>
      </div>
      <div id={`${id}-rows`} className={classes.rows} role="group" aria-label={t.rowsLabel}>
        {rows.map((row, index) => (
          <div key={index} className={classes.row} data-row={index}>
            <div className={classes.track}>
              {[false, true].map((isCopy) => (
                <ul key={String(isCopy)} className={classes.list} aria-hidden={isCopy || undefined} inert={isCopy || undefined} data-copy={isCopy || undefined}>
                  {row.map((testimonial) => (
                    <Card key={testimonial.id} testimonial={testimonial} />
                  ))}
                </ul>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}

/** One quote with its stars, name and company; a long quote gets the read-more toggle. */
function Card({ testimonial }: { testimonial: Testimonial }) {
  const t = testimonialMessages
  const { head, rest } = splitQuote(testimonial.text)
  // `npm run check` proves every quoted client has its contact person.
  const person = testimonial.client.contact?.name ?? testimonial.client.name
  return (
    <li className={classes.card} data-testimonial={testimonial.id}>
      <figure className={classes.figure}>
        <span className={classes.stars} role="img" aria-label={t.rating(testimonial.rating)}>
          {'★'.repeat(testimonial.rating)}
        </span>
        <blockquote className={classes.quote}>
          <p>
            {head}
            {rest && (
              <>
                <span className={classes.ellipsis}>…</span>
                <span className={classes.rest}>{rest}</span>
              </>
            )}
          </p>
        </blockquote>
        {rest && (
          <details className={classes.more}>
            <summary className={classes.toggle}>
              <span className={classes.readMore}>{t.readMore}</span>
              <span className={classes.readLess}>{t.readLess}</span>
              <span className="sr-only">, {t.quoteFrom(person)}</span>
            </summary>
          </details>
        )}
        <figcaption className={classes.author}>
          <span className={classes.name}>{person}</span>
          <span className={classes.company}>{testimonial.client.name}</span>
        </figcaption>
      </figure>
    </li>
  )
}
