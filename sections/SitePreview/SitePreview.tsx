import { useRef } from 'react'
import { useNearViewport } from '../../components/hooks/useNearViewport.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { caseMessages } from '../caseMessages.ts'
import type { SitePreviewSection } from './schema.ts'
import classes from './SitePreview.module.css'

/**
 * The sandbox a preview runs in: the site's scripts may run, but never with its own origin, so it
 * can read no storage and set no cookies; no forms, pop-ups or top navigation either.
 */
export const PREVIEW_SANDBOX = 'allow-scripts'
/** How close to the viewport the preview must come before the client's site is requested. */
const NEAR_VIEWPORT = '200px 0px'

/**
 * A live preview of a client's website in a browser-style frame, with a link that opens the real
 * site in a new tab. The frame is requested only when it comes near the viewport, so a visitor who
 * never scrolls there never contacts the client's site (without JavaScript, the browser's own lazy
 * loading does it). A note under the frame says what to do if it stays empty or shows an error
 * (a cross-origin frame's failure cannot be detected), next to the link to the site.
 */
export default function SitePreview({ title, lead, url, siteName, visitLabel }: SitePreviewSection) {
  const t = caseMessages
  const viewport = useRef<HTMLDivElement>(null)
  const near = useNearViewport(viewport, NEAR_VIEWPORT)
  const frame = (
    <iframe className={classes.frame} src={url} title={t.previewTitle(siteName)} sandbox={PREVIEW_SANDBOX} loading="lazy" referrerPolicy="no-referrer" />
  )
  return (
    <div>
      <SectionHeading title={title} lead={lead} />
      <div className={classes.browser}>
        <div className={classes.bar} aria-hidden="true">
          <span className={classes.dots} />
          <span className={classes.address}>{new URL(url).host}</span>
        </div>
        <div ref={viewport} className={classes.viewport}>
          {near ? frame : <noscript>{frame}</noscript>}
        </div>
      </div>
      <p className={classes.fallback}>{t.previewFallback}</p>
      <p className={classes.visit}>
        <a className={classes.visitLink} href={url} target="_blank" rel="noopener noreferrer">
          {visitLabel}
          <span className="sr-only"> {t.previewNewTab}</span>
          <span aria-hidden="true"> ↗</span>
        </a>
      </p>
    </div>
  )
}
