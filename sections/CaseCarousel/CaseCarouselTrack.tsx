import { Carousel } from '@mantine/carousel'
import Autoplay from 'embla-carousel-autoplay'
import type { EmblaCarouselType } from 'embla-carousel'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import { MantineScope } from '../../components/MantineScope/index.ts'
import { caseMessages } from '../caseMessages.ts'
import { messages } from '../../site/messages.ts'
import { ActionButton } from '../../components/Action/index.ts'
import { useMediaQuery } from '@mantine/hooks'
import { useReducedMotion } from '../../components/hooks/useReducedMotion.ts'
import { AUTOPLAY_DELAY_MS, AUTOPLAY_MIN_WIDTH, ROTATION_CONTROL } from './caseCards.ts'
import classes from './CaseCarousel.module.css'

export interface CaseCarouselTrackProps {
  /** One card per slide. */
  slides: { key: string; card: ReactNode }[]
  /** Accessible name of the carousel. */
  label: string
  /** False once the visitor has interacted with the section or stopped it: autoplay then stays off. */
  autoplay: boolean
  /** The rotation control was pressed: stop autoplay, or start it again. */
  onToggleAutoplay: () => void
  /** The slide it starts at: the card the prerendered row was left at. */
  startIndex?: number
}

/** Whether the carousel may autoplay: from 768 px and without prefers-reduced-motion. Follows changes. */
function useAutoplayAllowed(): boolean {
  const wide = useMediaQuery(AUTOPLAY_MIN_WIDTH, false, { getInitialValueInEffect: false })
  const reducedMotion = useReducedMotion()
  return wide && !reducedMotion
}

/**
 * The looping carousel (1 card per view under 768 px, 2 from 768 px, 3 from 1024 px). It autoplays
 * every 5 s where allowed and stops for good on any interaction: a drag, a control, a key, focus
 * inside it, or the mouse entering it. Loaded only once the section has hydrated.
 * As the WAI-ARIA carousel pattern asks: where it rotates, a rotation control comes first (WCAG 2.2.2
 * Pause, Stop, Hide: a screen reader's reading cursor gives none of the interactions that stop it),
 * and the Danish announcement of the case in view is off while it rotates, polite otherwise.
 */
export default function CaseCarouselTrack({ slides, label, autoplay, onToggleAutoplay, startIndex = 0 }: CaseCarouselTrackProps) {
  const t = caseMessages
  const autoplayAllowed = useAutoplayAllowed()
  const autoplayOn = autoplayAllowed && autoplay
  const [selected, setSelected] = useState(startIndex)
  const plugins = useMemo(
    () => (autoplayOn ? [Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [autoplayOn],
  )
  const embla = useRef<EmblaCarouselType | null>(null)
  const stop = () => plugins[0]?.stop()
  const step = (direction: 'prev' | 'next') => {
    stop()
    if (direction === 'prev') embla.current?.scrollPrev()
    else embla.current?.scrollNext()
  }
  return (
    <MantineScope>
      {autoplayAllowed && (
        <ActionButton variant="outline" className={classes.rotation} {...{ [ROTATION_CONTROL]: '' }} onClick={onToggleAutoplay}>
          {autoplayOn ? t.stopRotation : t.startRotation}
        </ActionButton>
      )}
      <Carousel
        getEmblaApi={(api) => (embla.current = api)}
        withControls={false}
        className={classes.carousel}
        aria-label={label}
        aria-roledescription={messages.carousel.roleDescription}
        data-autoplay={autoplayOn || undefined}
        slideSize="calc(var(--case-slide-size))"
        slideGap="md"
        initialSlide={startIndex}
        emblaOptions={{ loop: true, align: 'start' }}
        plugins={plugins}
        onKeyDown={stop}
        onSlideChange={setSelected}
      >
        {slides.map(({ key, card }, index) => (
          <Carousel.Slide
            key={key}
            aria-label={t.slideLabel(index + 1, slides.length)}
            aria-roledescription={messages.carousel.slideRoleDescription}
            data-case-slide={key}
          >
            {card}
          </Carousel.Slide>
        ))}
      </Carousel>
      <p className="sr-only" aria-live={autoplayOn ? 'off' : 'polite'} aria-atomic="true">
        {t.slideAnnouncement(selected + 1, slides.length)}
      </p>
      <div className={classes.controls}>
        <button type="button" className={classes.control} aria-label={t.previous} onClick={() => step('prev')}>
          <span aria-hidden="true">←</span>
        </button>
        <button type="button" className={classes.control} aria-label={t.next} onClick={() => step('next')}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </MantineScope>
  )
}
