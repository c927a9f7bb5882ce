import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import Autoplay from 'embla-carousel-autoplay'
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { MantineScope } from '../../components/MantineScope/index.ts'
import { messages } from '../../messages/index.ts'
import { AUTOPLAY_DELAY_MS, AUTOPLAY_QUERY } from './caseCards.ts'
import classes from './CaseCarousel.module.css'

export interface CaseCarouselTrackProps {
  /** One card per slide. */
  slides: { key: string; card: ReactNode }[]
  /** Accessible name of the carousel. */
  label: string
}

/** Whether the carousel may autoplay: from 768 px and without prefers-reduced-motion. Follows changes. */
function useAutoplayAllowed(): boolean {
  const [allowed, setAllowed] = useState(() => window.matchMedia(AUTOPLAY_QUERY).matches)
  useEffect(() => {
    const query = window.matchMedia(AUTOPLAY_QUERY)
    const update = () => setAllowed(query.matches)
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return allowed
}

/**
 * The looping carousel (1 card per view under 768 px, 2 from 768 px, 3 from 1024 px). It autoplays
 * every 5 s where allowed and stops for good on any interaction: a drag, a control, a key, focus
 * inside it, or the mouse entering it. Loaded only once the section has hydrated.
 */
export default function CaseCarouselTrack({ slides, label }: CaseCarouselTrackProps) {
  const t = messages.cases
  const autoplayAllowed = useAutoplayAllowed()
  const plugins = useMemo(
    () => (autoplayAllowed ? [Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [autoplayAllowed],
  )
  const stop = () => plugins[0]?.stop()
  return (
    <MantineScope>
      <Carousel
        className={classes.carousel}
        aria-label={label}
        data-autoplay={autoplayAllowed || undefined}
        slideSize="calc(var(--case-slide-size))"
        slideGap="md"
        emblaOptions={{ loop: true, align: 'start' }}
        plugins={plugins}
        controlSize={44}
        controlsOffset="xs"
        previousControlProps={{ 'aria-label': t.previous, onPointerDown: stop }}
        nextControlProps={{ 'aria-label': t.next, onPointerDown: stop }}
        onKeyDownCapture={stop}
      >
        {slides.map(({ key, card }, index) => (
          <Carousel.Slide key={key} aria-label={t.slideLabel(index + 1, slides.length)} data-case-slide={key}>
            {card}
          </Carousel.Slide>
        ))}
      </Carousel>
    </MantineScope>
  )
}
