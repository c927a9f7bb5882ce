import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { messages } from '../../messages/index.ts'
import type { SitePreviewSection } from '../../schemas/sections/sitePreview.ts'
import classes from './SitePreview.module.css'

/**
 * The sandbox a preview runs in: the site's scripts may run, but never with its own origin, so it
 * can read no storage and set no cookies; no forms, pop-ups or top navigation either.
 */
export const PREVIEW_SANDBOX = 'allow-scripts'

/**
 * A live preview of a client's website in a browser-style frame, loaded only when it nears the
 * viewport, with a link that opens the real site in a new tab. The readable fallback sits behind the
 * frame and under it, so a frame that cannot load still leaves a way to the site. Static.
 */
export default function SitePreview({ title, lead, url, siteName, visitLabel }: SitePreviewSection) {
  const t = messages.cases
  const host = new URL(url).host
  return (
    <div>
      <SectionHeading title={title} lead={lead} />
      <div className={classes.browser}>
        <div className={classes.bar} aria-hidden="true">
          <span className={classes.dots} />
          <span className={classes.address}>{host}</span>
        </div>
        <div className={classes.viewport}>
          <p className={classes.fallback}>{t.previewFallback}</p>
          <iframe
            className={classes.frame}
            src={url}
            title={t.previewTitle(siteName)}
            sandbox={PREVIEW_SANDBOX}
            loading="lazy"
            referrerPolicy="no-referrer"
          />
        </div>
      </div>
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
