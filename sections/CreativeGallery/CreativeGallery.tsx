import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { needsScript } from '../../components/NoScript/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { creativeGalleryMessages } from './messages.ts'
import { messages } from '../../site/messages.ts'
import type { CreativeGallerySection } from './schema.ts'
import { mediaUrl } from '../../site/index.ts'
import { useRowAtRest } from '../../components/hooks/useRowAtRest.ts'
import { useReducedMotion } from '../../components/hooks/useReducedMotion.ts'
import classes from './CreativeGallery.module.css'

/** SPEC.md section 9: a step scrolls 344 px (a 320 px creative and its 24 px gap); a swipe counts from 50 px. */
export const GALLERY = { stepPx: 344, swipeThresholdPx: 50 } as const

/** Keeps an index within the list: 0 up to the last creative. */
export const clampIndex = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0))

/**
 * Square ad creatives in a row with previous/next buttons (disabled at the ends), swipe (pointer or
 * touch, from 50 px) and arrow keys; each step scrolls 344 px and the current index stays within the
 * list. Before the script runs the row scrolls natively, and goes on doing so until a swipe that started
 * it has come to rest: the gallery then continues from the creative the visitor swiped to. An image that
 * fails to load gets a grey background and is logged (SPEC.md section 8).
 */
export default function CreativeGallery({ id, title, lead, creatives, metrics }: CreativeGallerySection) {
  const t = creativeGalleryMessages
  const reducedMotion = useReducedMotion()
  const viewportRef = useRef<HTMLDivElement>(null)
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null)
  const viewportAttached = useCallback((element: HTMLDivElement | null) => {
    viewportRef.current = element
    setViewport(element)
  }, [])
  // The buttons, swipe and keys move the row once it is at rest (useRowAtRest); until then it scrolls natively.
  const restingOn = useRowAtRest(viewport, ':scope > ul > li')
  const enhanced = restingOn !== undefined
  const swipeStart = useRef<number | null>(null)
  const count = creatives.length
  // The creative the visitor moved to with the buttons, swipe or keys; before, the one the row came to rest on.
  const [chosen, setChosen] = useState<number>()
  const index = chosen ?? clampIndex(restingOn ?? 0, count)
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())

  const scrollToIndex = (next: number, behavior: ScrollBehavior) => {
    const viewport = viewportRef.current
    if (!viewport) return
    const left = next * GALLERY.stepPx
    if (typeof viewport.scrollTo === 'function') viewport.scrollTo({ left, behavior })
    else viewport.scrollLeft = left
  }
  const go = (next: number) => {
    const clamped = clampIndex(next, count)
    setChosen(clamped)
    scrollToIndex(clamped, reducedMotion ? 'auto' : 'smooth')
  }

  const markFailed = (creativeId: string, url: string) => {
    console.warn(`${t.imageFailed} ${url}`)
    setFailed((current) => (current.has(creativeId) ? current : new Set(current).add(creativeId)))
  }

  useLayoutEffect(() => {
    // A visitor may have scrolled the row natively before the script ran: it continues from the creative it came to rest on.
    if (restingOn) scrollToIndex(clampIndex(restingOn, count), 'auto')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the row is taken over
  }, [restingOn])

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    // Images that failed before hydration fired their error event before React listened.
    for (const image of viewport.querySelectorAll<HTMLImageElement>('img[data-creative]')) {
      if (image.complete && image.naturalWidth === 0 && image.currentSrc) markFailed(image.dataset.creative!, image.currentSrc)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only once, at hydration
  }, [])

  const onPointerDown = (event: PointerEvent) => {
    if (event.isPrimary) swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (distance <= -GALLERY.swipeThresholdPx) go(index + 1)
    else if (distance >= GALLERY.swipeThresholdPx) go(index - 1)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 }[event.key]
    if (next === undefined) return
    event.preventDefault()
    go(next)
  }

  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.metrics} aria-label={t.metrics}>
        {metrics.map((metric) => (
          <li key={metric.label} className={classes.metric}>
            <strong className={classes.metricValue}>{metric.value}</strong> <span className={classes.metricLabel}>{metric.label}</span>
          </li>
        ))}
      </ul>
      <div className={classes.controls} {...needsScript}>
        <p className={classes.position} aria-live="polite">
          {t.position(index + 1, count)}
        </p>
        <button
          type="button"
          className={classes.arrow}
          aria-label={t.previous}
          aria-controls={`${id}-creatives`}
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          className={classes.arrow}
          aria-label={t.next}
          aria-controls={`${id}-creatives`}
          disabled={index === count - 1}
          onClick={() => go(index + 1)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      {/* The focusable, scrolling region takes the arrow keys and swipes that move the gallery, like a scroller's own. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={viewportAttached}
        id={`${id}-creatives`}
        className={classes.viewport}
        role="region"
        aria-roledescription={messages.carousel.roleDescription}
        aria-label={t.gallery}
        tabIndex={0}
        data-enhanced={enhanced || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ul className={classes.track}>
          {creatives.map((creative, position) => {
            const url = mediaUrl(creative.image.src)
            const hasFailed = failed.has(creative.id)
            return (
              <li key={creative.id} className={classes.slide} data-failed={hasFailed || undefined} aria-current={position === index || undefined}>
                <figure className={classes.figure}>
                  <div className={classes.frame}>
                    {hasFailed ? (
                      <span className={classes.failed} role="img" aria-label={creative.image.alt} />
                    ) : (
                      <img
                        className={classes.image}
                        src={url}
                        alt={creative.image.alt}
                        width={creative.image.width}
                        height={creative.image.height}
                        loading="lazy"
                        decoding="async"
                        draggable={false}
                        data-creative={creative.id}
                        onError={() => markFailed(creative.id, url)}
                      />
                    )}
                  </div>
                  <figcaption className={classes.caption}>
                    <span className={classes.captionTitle}>{creative.title}</span>
                    <span className={classes.platform}>{creative.platform}</span>
                  </figcaption>
                </figure>
              </li>
            )
          })}
        </ul>
      </div>
    </div>
  )
}
