import { Carousel } from '@mantine/carousel'
import Autoplay from 'embla-carousel-autoplay'
import type { EmblaCarouselType } from 'embla-carousel'
import { useMemo, useRef, type ReactNode } from 'react'
import { MantineScope } from '../../components/MantineScope/index.ts'
import { caseMessages } from '../caseMessages.ts'
import { useMediaQuery } from '@mantine/hooks'
import { useReducedMotion } from '../../components/hooks/useReducedMotion.ts'
import { AUTOPLAY_DELAY_MS, AUTOPLAY_MIN_WIDTH } from './caseCards.ts'
import classes from './CaseCarousel.module.css'

export interface CaseCarouselTrackProps {
  /** One card per slide. */
  slides: { key: string; card: ReactNode }[]
  /** Accessible name of the carousel. */
  label: string
  /** False once the visitor has interacted with the section: autoplay then stays off. */
  autoplay: boolean
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
 */
export default function CaseCarouselTrack({ slides, label, autoplay, startIndex = 0 }: CaseCarouselTrackProps) {
  const t = caseMessages
  const autoplayOn = useAutoplayAllowed() && autoplay
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
      <Carousel
        getEmblaApi={(api) => (embla.current = api)}
        withControls={false}
        className={classes.carousel}
        aria-label={label}
        data-autoplay={autoplayOn || undefined}
        slideSize="calc(var(--case-slide-size))"
        slideGap="md"
        initialSlide={startIndex}
        emblaOptions={{ loop: true, align: 'start' }}
        plugins={plugins}
        onKeyDown={stop}
      >
        {slides.map(({ key, card }, index) => (
          <Carousel.Slide key={key} aria-label={t.slideLabel(index + 1, slides.length)} data-case-slide={key}>
            {card}
          </Carousel.Slide>
        ))}
      </Carousel>
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
