import { ActionLinks } from '../../components/Action/index.ts'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { heroMessages } from './messages.ts'
import type { HeroSection } from './schema.ts'
import classes from './Hero.module.css'

/** The home page's opening: headline, lead, booking buttons, headline figures and the client logo strip. */
export default function Hero({ eyebrow, title, lead, actions, stats, logos }: HeroSection) {
  return (
    <div className={classes.root}>
      <div className={classes.inner}>
        {eyebrow && <p className={classes.eyebrow}>{eyebrow}</p>}
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.lead}>{lead}</p>
        <ActionLinks actions={actions} />
        <dl className={classes.stats} aria-label={heroMessages.statsLabel}>
          {stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statValue}>
                {stat.value}
                {stat.unit && <span className={classes.statUnit}> {stat.unit}</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={classes.logos}>
        <h2 className={classes.logosTitle}>{logos.title}</h2>
        <div className={classes.marquee}>
          {[false, true].map((isCopy) => (
            <ul key={String(isCopy)} className={classes.logoList} aria-hidden={isCopy || undefined}>
              {logos.clients.map(({ id, name, logo }) => (
                <li key={id} className={classes.logo}>
                  <MediaImage src={logo.src} alt={isCopy ? '' : name} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  )
}
