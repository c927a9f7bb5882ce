import { Icon } from '../../components/Icon/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { serviceMessages } from '../serviceMessages.ts'
import type { ServicesOverviewSection } from './schema.ts'
import { site } from '../../site/index.ts'
import classes from './ServicesOverview.module.css'

/** One card per service: icon, title, description, four features and "Læs mere" to its page. */
export default function ServicesOverview({ title, lead, services }: ServicesOverviewSection) {
  return (
    <div className={classes.block}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.grid}>
        {services.map((service) => (
          <li key={service.id} className={classes.card}>
            <Icon name={service.icon} size={32} className={classes.icon} />
            <h3 className={classes.title}>{service.title}</h3>
            <p className={classes.description}>{service.description}</p>
            <ul className={classes.features}>
              {service.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <a className={classes.link} href={`${site.navigation.servicesHref}/${service.id}`}>
              {serviceMessages.readMore} <span className="sr-only">{serviceMessages.readMoreHidden.replace('{title}', service.title)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
