import { useCopy } from '../../components/hooks/useCopy.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { danishLongDate } from '../../site/danishDate.ts'
import { blogMessages } from '../blogMessages.ts'
import type { ArticleHeaderSection } from './schema.ts'
import { site } from '../../site/index.ts'
import classes from './ArticleHeader.module.css'
import { TOAST_MS } from './toast.ts'

/** Copies the page's address; confirms with a toast, or says what to do when the browser refuses. */
function CopyUrlButton() {
  const t = blogMessages
  const { copied, failed, copy } = useCopy({ timeout: TOAST_MS })
  const state = copied ? 'copied' : failed ? 'failed' : 'idle'

  return (
    <>
      <button type="button" className={classes.copy} onClick={() => copy(window.location.href)} {...needsScript}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
          <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
        </svg>
        {t.copyUrl}
      </button>
      <noscript>
        <span className={classes.noScript}>{t.copyNoScript}</span>
      </noscript>
      <p role="alert" className={classes.error} hidden={state !== 'failed'}>
        {state === 'failed' ? t.copyFailed : ''}
      </p>
      <div role="status" className={classes.toast} data-visible={state === 'copied' || undefined}>
        {state === 'copied' ? t.urlCopied : ''}
      </div>
    </>
  )
}

/** The top of an article: back button, category, reading time, title, author, date, copy-URL button and hero image. */
export default function ArticleHeader({ article }: ArticleHeaderSection) {
  const t = blogMessages
  return (
    <div className={classes.root}>
      <a href="/blog" className={classes.back}>
        <span aria-hidden="true">←</span> {t.back}
      </a>
      <p className={classes.meta}>
        <span className={classes.badge}>{article.category}</span>
        <span>
          <span className="sr-only">{t.readTimeLabel}: </span>
          {t.readTime(article.readTime)}
        </span>
      </p>
      <h1 className={classes.title}>{article.title}</h1>
      <div className={classes.byline}>
        <p className={classes.facts}>
          <span>
            <span className="sr-only">{t.authorLabel} </span>
            {site.brand}
          </span>
          <span aria-hidden="true">·</span>
          <span>
            <span className="sr-only">{t.publishedLabel} </span>
            <time dateTime={article.date}>{danishLongDate(article.date)}</time>
          </span>
        </p>
        <div className={classes.share}>
          <CopyUrlButton />
        </div>
      </div>
      <MediaImage {...article.image} className={classes.image} fetchPriority="high" />
    </div>
  )
}
