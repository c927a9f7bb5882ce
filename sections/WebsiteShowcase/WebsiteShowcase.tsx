import { useState } from 'react'
import { ActionLink } from '../../components/Action/index.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { websiteMessages } from './messages.ts'
import type { WebsiteShowcaseSection } from './schema.ts'
import classes from './WebsiteShowcase.module.css'

/**
 * What a live preview may do: run the site's scripts, but in an opaque origin (no allow-same-origin),
 * so it can read no cookies or storage, and it may not navigate this page, open pop-ups or send forms.
 * allow-scripts together with allow-same-origin would let the framed page lift its own sandbox.
 */
export const PREVIEW_SANDBOX = 'allow-scripts'

type Website = WebsiteShowcaseSection['websites'][number]

/**
 * Websites the agency built, each in a browser-style frame showing its screenshot, or a card with its
 * name and address. A site with previewType "iframe" loads live in a sandboxed frame only when the
 * visitor presses "Vis live": a frame cannot tell a site that is down or refuses framing from one
 * that loaded (it fires `load` either way), so nothing third-party loads with the page and no box is
 * ever blank unasked. Interactive only for that toggle.
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
  const t = websiteMessages
  const name = website.client.name
  const host = new URL(website.url).host
  const [live, setLive] = useState(false)
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
          {website.screenshot ? (
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
            <div className={classes.cover} aria-hidden="true">
              <span className={classes.coverName}>{name}</span>
              <span className={classes.coverHost}>{host}</span>
            </div>
          )}
          {live && (
            <iframe
              className={classes.frame}
              src={website.url}
              title={t.previewTitle(name)}
              sandbox={PREVIEW_SANDBOX}
              referrerPolicy="no-referrer"
              tabIndex={-1}
            />
          )}
          {website.previewType === 'iframe' && (
            <button
              type="button"
              className={classes.showLive}
              aria-label={t.showLiveOf(name)}
              aria-pressed={live}
              onClick={() => setLive(!live)}
              {...needsScript}
            >
              {t.showLive}
            </button>
          )}
        </div>
      </div>
      <div className={classes.body}>
        <h3 className={classes.title}>{name}</h3>
        <p className={classes.description}>{website.description}</p>
        <ActionLink href={website.url} target="_blank" rel="noopener noreferrer" variant="outline">
          {t.visit}{' '}
          <span className="sr-only">
            {name} {t.newTab}
          </span>
        </ActionLink>
      </div>
    </article>
  )
}
