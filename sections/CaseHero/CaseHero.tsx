import { preload } from 'react-dom'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { mediaUrl } from '../../site/index.ts'
import { caseMessages } from '../caseMessages.ts'
import type { CaseHeroSection } from './schema.ts'
import classes from './CaseHero.module.css'

/**
 * Where the photo sits beside the text, in the first screen: the width from which `.top` in
 * CaseHero.module.css has two columns, and from which it is preloaded at high priority. Narrower,
 * the photo comes after the client facts, at the bottom edge of a phone's first screen (behind the
 * consent banner on a first visit): it is fetched at low priority there, even where the browser
 * would raise an image it sees in the viewport, so it never competes with what the first screen
 * shows (nor counts, for Lighthouse's model, as holding the largest paint up). Where it is
 * preloaded, the image takes the preloaded file.
 */
const PHOTO_IN_FIRST_SCREEN = '(min-width: 62em)'

/**
 * The top of a case page: back link, title, client facts, services and the three headline figures.
 * The services beyond the first `visibleServices` sit in a native `<details>`: "+N mere" opens it from
 * first paint, without JavaScript. Only a `collapsible` hero can close it again ("Vis færre"); the
 * others hide the button once opened.
 */
export default function CaseHero({ case: item, lead, visibleServices = 2, collapsible = false }: CaseHeroSection) {
  const t = caseMessages
  // React writes it into the page's head as <link rel="preload" media=…>: the photo is fetched early
  // where the wide layout shows it on the first screen. A static section: this never runs in the browser.
  preload(mediaUrl(item.image.src), { as: 'image', fetchPriority: 'high', media: PHOTO_IN_FIRST_SCREEN })
  const shown = item.services.slice(0, visibleServices)
  const rest = item.services.slice(visibleServices)
  return (
    <div className={classes.root}>
      <a className={classes.back} href="/cases">
        <span aria-hidden="true">← </span>
        {t.back}
      </a>
      <div className={classes.top}>
        <div className={classes.intro}>
          <p className={classes.industry}>{item.industry}</p>
          <h1 className={classes.title}>{item.title}</h1>
          {lead && <p className={classes.lead}>{lead}</p>}
          <dl className={classes.facts}>
            <div>
              <dt>{t.client}</dt>
              <dd>{item.company}</dd>
            </div>
            <div>
              <dt>{t.industry}</dt>
              <dd>{item.industry}</dd>
            </div>
            <div>
              <dt>{t.duration}</dt>
              <dd data-testid="case-duration">{t.months(item.duration)}</dd>
            </div>
            <div className={classes.servicesFact}>
              <dt>{t.services}</dt>
              <dd>
                <ul className={classes.tags}>
                  {shown.map((service) => (
                    <li key={service} className={classes.tag}>
                      {service}
                    </li>
                  ))}
                </ul>
                {rest.length > 0 && (
                  <details className={classes.more} data-collapsible={collapsible || undefined}>
                    <summary className={classes.toggle}>
                      <span className={classes.whenClosed}>{t.moreServices(rest.length)}</span>
                      {collapsible && <span className={classes.whenOpen}>{t.fewerServices}</span>}
                    </summary>
                    <ul className={classes.tags}>
                      {rest.map((service) => (
                        <li key={service} className={classes.tag}>
                          {service}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </dd>
            </div>
          </dl>
        </div>
        <MediaImage {...item.image} className={classes.image} fetchPriority="low" />
      </div>
      <ul className={classes.highlights} aria-label={t.highlightsLabel}>
        {item.highlights.map((highlight) => (
          <li key={highlight.value + highlight.shortLabel} className={classes.highlight}>
            <span className={classes.value}>{highlight.value}</span>
            <span className={classes.label}>{highlight.label}</span>
            <span className={classes.shortLabel} aria-hidden="true">
              {highlight.shortLabel}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
