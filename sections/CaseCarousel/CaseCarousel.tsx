// The carousel's stylesheet comes with the section, so the build inlines it in the page and hydration fetches no CSS.
import '@mantine/carousel/styles.css'
import { useState } from 'react'
import { needsScript } from '../../components/NoScript/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { caseMessages } from '../caseMessages.ts'
import type { CaseCarouselSection } from './schema.ts'
import { CarouselCaseCard } from './CarouselCaseCard.tsx'
import { CASE_FILTERS, filterCases, ROTATION_CONTROL, type CaseFilter } from './caseCards.ts'
import classes from './CaseCarousel.module.css'
import { useLoadedAfterHydration } from '../../components/hooks/useLoadedAfterHydration.ts'
import { useRowAtRest } from '../../components/hooks/useRowAtRest.ts'

// The carousel library loads only after this section has hydrated, and only on pages that have it.
const loadTrack = () => import('./CaseCarouselTrack.tsx')

/**
 * The home page's cases: filter buttons, a looping carousel of case cards and a link to /cases.
 * Prerendered (and until the carousel has loaded) the cards are a horizontally scrollable row whose
 * links work without JavaScript. The carousel takes the row's place once the row is at rest, and starts
 * at the card the visitor scrolled the row to.
 */
export default function CaseCarousel({ eyebrow, title, lead, cases, link }: CaseCarouselSection) {
  const t = caseMessages
  const [filter, setFilter] = useState<CaseFilter>('all')
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const CaseCarouselTrack = useLoadedAfterHydration(loadTrack)
  const [row, setRow] = useState<HTMLUListElement | null>(null)
  // The card the row shows at its start once it is at rest (a swipe may still be moving it when the carousel's code arrives).
  const restingOn = useRowAtRest(CaseCarouselTrack ? row : null, ':scope > li')
  const trackShown = CaseCarouselTrack && restingOn !== undefined
  // A filter chosen once the carousel shows starts it again at its first card.
  const [refiltered, setRefiltered] = useState(false)
  // Any interaction with the section (a filter, a card, a key, focus, the mouse entering) stops autoplay for
  // good (SPEC.md section 4: autoplay stops on interaction and on mouse enter); only the rotation control starts it again.
  const [rotating, setRotating] = useState(true)
  const interact = (event: { target: EventTarget }) => {
    if (!(event.target instanceof Element && event.target.closest(`[${ROTATION_CONTROL}]`))) setRotating(false)
  }

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const slides = filterCases(cases, filter).map((item) => ({
    key: item.id,
    card: <CarouselCaseCard item={item} expanded={expanded.has(item.id)} onToggle={() => toggle(item.id)} />,
  }))
  const rowOfCards = (
    <ul ref={setRow} className={classes.row} aria-label={title}>
      {slides.map(({ key, card }) => (
        <li key={key} className={classes.rowItem}>
          {card}
        </li>
      ))}
    </ul>
  )

  return (
    // The listeners only notice interaction that bubbles up from the controls inside (to stop autoplay); the div is no control.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={classes.root} onPointerDown={interact} onKeyDown={interact} onFocus={interact} onMouseEnter={interact}>
      {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
      <SectionHeading title={title} lead={lead} />
      <div {...needsScript} className={classes.filters} role="group" aria-label={t.filterLabel}>
        {CASE_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            className={classes.filter}
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value)
              if (trackShown) setRefiltered(true)
            }}
          >
            <span lang={t.filterLangs[value]}>{t.filters[value]}</span>
          </button>
        ))}
      </div>
      {trackShown ? (
        // The loaded module's export: the same component on every render.
        // eslint-disable-next-line react-hooks/static-components
        <CaseCarouselTrack
          key={filter}
          slides={slides}
          label={title}
          autoplay={rotating}
          onToggleAutoplay={() => setRotating(!rotating)}
          startIndex={refiltered ? 0 : restingOn}
        />
      ) : (
        rowOfCards
      )}
      <p className={classes.more}>
        <a className={classes.moreLink} href={link.href} lang={link.lang}>
          {link.label}
          <span aria-hidden="true"> →</span>
        </a>
      </p>
    </div>
  )
}
