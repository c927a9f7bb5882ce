import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/VisuallyHidden.css'
import '@mantine/carousel/styles.css'
import { Carousel } from '@mantine/carousel'
import { useState } from 'react'
import { MantineScope } from '../../components/MantineScope/index.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { serviceMessages } from '../serviceMessages.ts'
import type { ImageCarouselSection } from './schema.ts'
import classes from './ImageCarousel.module.css'
import { useHydrated } from '../../components/hooks/useHydrated.ts'

const fill = (text: string, index: number, count: number) => text.replace('{index}', String(index + 1)).replace('{count}', String(count))
const position = (index: number, count: number) => fill(serviceMessages.carouselPosition, index, count)

/**
 * Images one at a time (@mantine/carousel, loaded only by pages that have this section): labelled
 * previous/next buttons, arrow keys, swipe, and no autoplay. Without JavaScript the buttons are hidden
 * and the row of images scrolls sideways instead (also before the section hydrates).
 */
export default function ImageCarousel({ title, lead, slides }: ImageCarouselSection) {
  const [current, setCurrent] = useState(0)
  // Until the carousel runs (no JavaScript, or not hydrated yet) the row of images scrolls sideways.
  const ready = useHydrated()
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
            slideGap="md"
            controlSize={44}
            emblaOptions={{ align: 'start' }}
            onSlideChange={setCurrent}
            previousControlProps={{ 'aria-label': serviceMessages.carouselPrevious, ...needsScript }}
            nextControlProps={{ 'aria-label': serviceMessages.carouselNext, ...needsScript }}
          >
            {slides.map((slide, index) => (
              <Carousel.Slide key={slide.image.src} aria-label={position(index, count)}>
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
