import { useEffect, useRef, useState } from 'react'
import { ActionLink } from '../../components/Action/index.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { messages } from '../../messages/index.ts'
import type { WebsiteShowcaseSection } from './schema.ts'
import classes from './WebsiteShowcase.module.css'

/**
 * What a live preview may do: run the site's scripts, but in an opaque origin (no allow-same-origin),
 * so it can read no cookies or storage, and it may not navigate this page, open pop-ups or send forms.
 * allow-scripts together with allow-same-origin would let the framed page lift its own sandbox.
 */
export const PREVIEW_SANDBOX = 'allow-scripts'

/** How near the viewport a live preview starts loading. */
const PREVIEW_MARGIN = '200px 0px'

/**
 * True once the element is within PREVIEW_MARGIN of the viewport (at once where IntersectionObserver
 * does not exist). A live preview is a whole website: it loads only when the visitor is about to see
 * it, never with the page (the browser's own lazy loading starts frames thousands of pixels early).
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: PREVIEW_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, near }
}

type Website = WebsiteShowcaseSection['websites'][number]

/**
 * Websites the agency built, each in a browser-style frame with a live preview or a screenshot.
 * Interactive only in that a live preview starts loading when it comes near the viewport; without
 * JavaScript the frame is in a `<noscript>` with the browser's own lazy loading.
 */
export default function WebsiteShowcase({ title, lead, websites }: WebsiteShowcaseSection) {
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.grid}>
        {websites.map((website) => (
          <li key={website.id} className={classes.item}>
            <Showcase website={website} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function Showcase({ website }: { website: Website }) {
  const t = messages.websites
  const host = new URL(website.url).host
  return (
    <article className={classes.card}>
      <div className={classes.browser}>
        <div className={classes.bar} aria-hidden="true">
          <span className={classes.dots}>
            <span />
            <span />
            <span />
          </span>
          <span className={classes.address}>{host}</span>
        </div>
        <div className={classes.viewport}>
          {website.previewType === 'screenshot' && website.screenshot ? (
            <MediaImage
              className={classes.screenshot}
              src={website.screenshot.src}
              alt={website.screenshot.alt}
              width={website.screenshot.width}
              height={website.screenshot.height}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <LivePreview website={website} />
          )}
        </div>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>{website.title}</h3>
        <p className={classes.description}>{website.description}</p>
        <ActionLink href={website.url} target="_blank" rel="noopener noreferrer" variant="outline">
          {t.visit}{' '}
          <span className="sr-only">
            {website.title} {t.newTab}
          </span>
        </ActionLink>
      </div>
    </article>
  )
}

/** The sandboxed live preview, loaded when it comes near the viewport. */
function LivePreview({ website }: { website: Website }) {
  const { ref, near } = useNearViewport()
  const frame = (
    <iframe
      className={classes.frame}
      src={website.url}
      title={messages.websites.previewTitle(website.title)}
      sandbox={PREVIEW_SANDBOX}
      loading="lazy"
      referrerPolicy="no-referrer"
      tabIndex={-1}
    />
  )
  return (
    <div ref={ref} className={classes.live} data-live={near || undefined}>
      {near ? frame : <noscript>{frame}</noscript>}
    </div>
  )
}
