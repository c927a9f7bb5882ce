import { useState, useSyncExternalStore, type FocusEvent } from 'react'
import { needsScript } from '../../components/NoScript/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { messages } from '../../messages/index.ts'
import type { TestimonialMarqueeSection } from '../../schemas/sections/testimonialMarquee.ts'
import classes from './TestimonialMarquee.module.css'

/** Quotes longer than this are cut, with a read-more toggle (SPEC.md section 9). */
export const TESTIMONIAL_TRUNCATE_AT = 150

type Testimonial = TestimonialMarqueeSection['testimonials'][number]

const noSubscription = () => () => {}

/** False in the prerendered HTML and while hydrating, true once React runs the section (without a mismatch). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

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
 * animations of 40 s and 35 s). The rows pause on hover and keyboard focus and with the pause button
 * (WCAG 2.2.2), and stand still under prefers-reduced-motion and without JavaScript. Each row holds
 * its quotes twice so the loop is seamless; the copy is hidden from assistive technology and inert.
 * Quotes over 150 characters are cut, with a read-more / read-less toggle per card.
 */
export default function TestimonialMarquee({ id, title, lead, stats, testimonials }: TestimonialMarqueeSection) {
  const t = messages.testimonials
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const [paused, setPaused] = useState(false)
  const hydrated = useHydrated()
  const toggle = (cardId: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(cardId)) next.delete(cardId)
      else next.add(cardId)
      return next
    })
  const half = Math.ceil(testimonials.length / 2)
  const rows = [testimonials.slice(0, half), testimonials.slice(half)].filter((row) => row.length > 0)

  return (
    <div className={classes.root} data-paused={paused || undefined} data-hydrated={hydrated || undefined}>
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
        <button type="button" {...needsScript} className={classes.pause} aria-controls={`${id}-rows`} onClick={() => setPaused((p) => !p)}>
          <span aria-hidden="true" className={classes.pauseIcon}>
            {paused ? '▶' : '❚❚'}
          </span>
          {paused ? t.play : t.pause}
        </button>
      </div>
      <div id={`${id}-rows`} className={classes.rows} role="group" aria-label={t.rowsLabel} onBlur={resetScrollWhenFocusLeaves}>
        {rows.map((row, index) => (
          <div key={index} className={classes.row} data-row={index}>
            <div className={classes.track}>
              {[false, true].map((isCopy) => (
                <ul key={String(isCopy)} className={classes.list} aria-hidden={isCopy || undefined} inert={isCopy || undefined} data-copy={isCopy || undefined}>
                  {row.map((testimonial) => (
                    <Card key={testimonial.id} testimonial={testimonial} expanded={expanded.has(testimonial.id)} onToggle={() => toggle(testimonial.id)} />
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

/** When keyboard focus leaves the rows, puts back what the browser scrolled to show the focused quote. */
function resetScrollWhenFocusLeaves(event: FocusEvent<HTMLDivElement>) {
  if (event.currentTarget.contains(event.relatedTarget)) return
  for (const row of event.currentTarget.querySelectorAll<HTMLElement>('[data-row]')) row.scrollLeft = 0
}

interface CardProps {
  testimonial: Testimonial
  expanded: boolean
  onToggle: () => void
}

/** One quote with its stars, name and company; a long quote gets the read-more toggle. */
function Card({ testimonial, expanded, onToggle }: CardProps) {
  const t = messages.testimonials
  const { head, rest } = splitQuote(testimonial.text)
  return (
    <li className={classes.card} data-testimonial={testimonial.id}>
      <figure className={classes.figure}>
        <span className={classes.stars} role="img" aria-label={t.rating(testimonial.rating)}>
          {'★'.repeat(testimonial.rating)}
        </span>
        <blockquote className={classes.quote}>
          <p data-expanded={rest ? expanded : undefined}>
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
          <button type="button" {...needsScript} className={classes.toggle} aria-expanded={expanded} onClick={onToggle}>
            {expanded ? t.readLess : t.readMore}
            <span className="sr-only">, {t.quoteFrom(testimonial.name)}</span>
          </button>
        )}
        <figcaption className={classes.author}>
          <span className={classes.name}>{testimonial.name}</span>
          <span className={classes.company}>{testimonial.company}</span>
        </figcaption>
      </figure>
    </li>
  )
}
