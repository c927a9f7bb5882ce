import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/VisuallyHidden.css'
import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import type { EmblaCarouselType } from 'embla-carousel'
import { useLayoutEffect, useState } from 'react'
import { MantineScope } from '../../components/MantineScope/index.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { serviceMessages } from '../serviceMessages.ts'
import { messages } from '../../site/messages.ts'
import type { ImageCarouselSection } from './schema.ts'
import classes from './ImageCarousel.module.css'
import { useRowAtRest } from '../../components/hooks/useRowAtRest.ts'

const fill = (text: string, index: number, count: number) => text.replace('{index}', String(index + 1)).replace('{count}', String(count))
const position = (index: number, count: number) => fill(serviceMessages.carouselPosition, index, count)

/** While the carousel does not run yet, its buttons stay hidden and unfocusable, as Mantine prerenders them. */
const notYet = { 'aria-disabled': true, 'data-inactive': true, tabIndex: -1 } as const

/**
 * Images one at a time (@mantine/carousel, loaded only by pages that have this section): labelled
 * previous/next buttons, arrow keys, swipe, and no autoplay. Without JavaScript the buttons are hidden
 * and the row of images scrolls sideways instead (also before the section hydrates, and until a swipe
 * that started it has come to rest: the carousel then starts at the image the visitor swiped to).
 */
export default function ImageCarousel({ title, lead, slides }: ImageCarouselSection) {
  const [current, setCurrent] = useState(0)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  // Until the carousel runs (no JavaScript, not hydrated yet, or a first swipe still moving the row) the row of images scrolls sideways.
  const restingOn = useRowAtRest(embla?.rootNode(), ':scope > * > *')
  const ready = restingOn !== undefined
  useLayoutEffect(() => {
    if (!embla || restingOn === undefined) return
    // The carousel moves the slides from here (the viewport no longer scrolls): it shows the image the row was left at.
    embla.rootNode().scrollLeft = 0
    embla.scrollTo(restingOn, true)
  }, [embla, restingOn])
  const count = slides.length
  return (
    <div className={classes.block}>
      <SectionHeading title={title} lead={lead} />
      <MantineScope>
        {/* Mantine writes the slide sizes in a <style> just before the carousel; HTML allows a <style> in the body only as its parent's first child. */}
        <div>
          <Carousel
            className={classes.root}
            data-ready={ready || undefined}
            // Until then the row scrolls, so keyboard users can reach and scroll it too.
            attributes={{ viewport: ready ? {} : { tabIndex: 0 } }}
            classNames={{ viewport: classes.viewport, control: classes.control, controls: classes.controls }}
            aria-label={title}
            aria-roledescription={messages.carousel.roleDescription}
            slideGap="md"
            controlSize={44}
            // Dragging waits too: the row scrolls natively until then. Switching it on starts embla again, at initialSlide.
            initialSlide={restingOn ?? 0}
            emblaOptions={{ align: 'start', watchDrag: ready }}
            getEmblaApi={setEmbla}
            onSlideChange={setCurrent}
            previousControlProps={{ 'aria-label': serviceMessages.carouselPrevious, ...needsScript, ...(ready ? {} : notYet) }}
            nextControlProps={{ 'aria-label': serviceMessages.carouselNext, ...needsScript, ...(ready ? {} : notYet) }}
          >
            {slides.map((slide, index) => (
              <Carousel.Slide key={slide.image.src} aria-label={position(index, count)} aria-roledescription={messages.carousel.slideRoleDescription}>
                <figure className={classes.figure}>
                  <MediaImage
                    className={classes.image}
                    src={slide.image.src}
                    alt={slide.image.alt}
                    width={slide.image.width}
                    height={slide.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption className={classes.caption}>{slide.caption}</figcaption>
                </figure>
              </Carousel.Slide>
            ))}
          </Carousel>
        </div>
      </MantineScope>
      {/* Replaces Mantine's English live region (hidden in the CSS) with a Danish one. */}
      <p className={classes.counter} role="status" {...needsScript}>
        {fill(serviceMessages.carouselStatus, current, count)}
      </p>
      <noscript>
        <p className={classes.noScript}>{serviceMessages.carouselNoScript}</p>
      </noscript>
    </div>
  )
}
