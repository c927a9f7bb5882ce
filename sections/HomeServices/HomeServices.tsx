import { ActionLink } from '../../components/Action/index.ts'
import { Icon } from '../../components/Icon/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { serviceMessages } from '../serviceMessages.ts'
import type { HomeServicesSection } from './schema.ts'
import { site } from '../../site/index.ts'
import classes from './HomeServices.module.css'

/** The home page's services: who we help (audience cards) and one tile per service, each a link to its page. */
export default function HomeServices({ id, title, lead, audiences, servicesTitle, services }: HomeServicesSection) {
  const tilesHeadingId = `${id}-tiles`
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.audiences}>
        {audiences.map((audience) => (
          <li key={audience.title} className={classes.audience}>
            <Icon name={audience.icon} size={32} className={classes.audienceIcon} />
            <h3 className={classes.audienceTitle}>{audience.title}</h3>
            <p className={classes.audienceText}>{audience.text}</p>
            <ActionLink href={audience.link.href} variant="outline">
              {audience.link.label}
            </ActionLink>
          </li>
        ))}
      </ul>
      <h3 id={tilesHeadingId} className={servicesTitle ? classes.tilesTitle : 'sr-only'}>
        {servicesTitle ?? serviceMessages.servicesTilesLabel}
      </h3>
      <ul className={classes.tiles} aria-labelledby={tilesHeadingId}>
        {services.map((service) => (
          <li key={service.id}>
            <a className={classes.tile} href={`${site.navigation.servicesHref}/${service.id}`}>
              <Icon name={service.icon} size={28} className={classes.tileIcon} />
              <span className={classes.tileTitle}>{service.title}</span>
              <span className={classes.tileSummary}>{service.summary}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
