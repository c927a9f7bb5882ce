import { useState } from 'react'
import { MediaImage } from '../MediaImage/index.ts'
import { needsScript } from '../NoScript/index.ts'
import { browserPreviewMessages } from './messages.ts'
import classes from './BrowserPreview.module.css'

/**
 * What a live preview may do: run the site's scripts, but in an opaque origin (no allow-same-origin),
 * so it can read no cookies or storage, and it may not navigate this page, open pop-ups or send forms.
 * allow-scripts together with allow-same-origin would let the framed page lift its own sandbox.
 */
export const PREVIEW_SANDBOX = 'allow-scripts'

export interface BrowserPreviewProps {
  /** The site's address (https); the bar shows its host. */
  url: string
  /** The site's name: on the card that stands in for it, in the frame's title and the toggle's name. */
  name: string
  /** A picture of the site, shown in place of the card. */
  screenshot?: { src: string; alt: string; width: number; height: number }
  /** Whether the visitor may load the live site with "Vis live" (a site shown as a screenshot only has no toggle). */
  live: boolean
  /** "thumbnail": the site scaled down inside a card; "full": at its own size in a tall window the visitor can scroll. */
  size: 'thumbnail' | 'full'
}

/**
 * A client's website in a browser-style frame: its screenshot, or a card with its name and address,
 * and the live site in a sandboxed frame only when the visitor presses "Vis live". A frame cannot tell
 * a site that is down or refuses framing from one that loaded (it fires `load` either way), so
 * nothing third-party loads with the page and no box is ever blank unasked.
 */
export function BrowserPreview({ url, name, screenshot, live, size }: BrowserPreviewProps) {
  const t = browserPreviewMessages
  const host = new URL(url).host
  const [showing, setShowing] = useState(false)
  return (
    <div className={classes.root} data-size={size}>
      <div className={classes.bar} aria-hidden="true">
        <span className={classes.dots}>
          <span />
          <span />
          <span />
        </span>
        <span className={classes.address}>{host}</span>
      </div>
      <div className={classes.viewport}>
        {screenshot ? (
          <MediaImage
            className={classes.screenshot}
            src={screenshot.src}
            alt={screenshot.alt}
            width={screenshot.width}
            height={screenshot.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className={classes.cover} aria-hidden="true">
            <span className={classes.coverName}>{name}</span>
            <span className={classes.coverHost}>{host}</span>
          </div>
        )}
        {showing && (
          <iframe
            className={classes.frame}
            src={url}
            title={t.previewTitle(name)}
            sandbox={PREVIEW_SANDBOX}
            referrerPolicy="no-referrer"
            // Scaled down in a card, the site is a picture to look at, not a place to tab into.
            tabIndex={size === 'thumbnail' ? -1 : undefined}
          />
        )}
        {live && (
          <button
            type="button"
            className={classes.showLive}
            aria-label={t.showLiveOf(name)}
            aria-pressed={showing}
            onClick={() => setShowing(!showing)}
            {...needsScript}
          >
            {t.showLive}
          </button>
        )}
      </div>
    </div>
  )
}
