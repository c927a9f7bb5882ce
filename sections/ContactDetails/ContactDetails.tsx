import { ActionLink } from '../../components/Action/index.ts'
import { CopyButton } from '../../components/CopyButton/index.ts'
import { contactMessages } from '../../contact/messages.ts'
import { addressLine, site, telHref } from '../../site/index.ts'
import type { ContactDetailsSection } from './schema.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { OpeningHours } from '../../components/OpeningHours/index.ts'
import classes from './ContactDetails.module.css'

/** Address, phone, e-mail (with copy button), opening hours, and optionally the "call us now" card and the countries. */
export default function ContactDetails({ title, lead, quickHelp, countries }: ContactDetailsSection) {
  const t = contactMessages
  return (
    <div className={classes.root}>
      <SectionHeading title={title} lead={lead} />
      <ul className={classes.cards}>
        <li className={classes.card}>
          <h3 className={classes.cardTitle}>{t.addressLabel}</h3>
          <address className={classes.value}>{addressLine(site.address)}</address>
        </li>
        <li className={classes.card}>
          <h3 className={classes.cardTitle}>{t.phoneLabel}</h3>
          <a className={classes.value} href={telHref(site.phone)}>
            {site.phone}
          </a>
        </li>
        <li className={classes.card}>
          <h3 className={classes.cardTitle}>{t.emailLabel}</h3>
          <a className={classes.value} href={`mailto:${site.email}`}>
            {site.email}
          </a>
          <div className={classes.action}>
            <CopyButton value={site.email} label={t.copyEmail} copiedLabel={t.copied} />
          </div>
        </li>
        <li className={classes.card}>
          <h3 className={classes.cardTitle}>{t.hoursLabel}</h3>
          <OpeningHours className={classes.value} />
        </li>
        {countries && (
          <li className={`${classes.card} ${classes.wide}`}>
            <h3 className={classes.cardTitle}>{countries.title}</h3>
            <ul className={classes.countries} data-countries>
              {countries.items.map((country) => (
                <li key={country}>{country}</li>
              ))}
            </ul>
          </li>
        )}
        {quickHelp && (
          <li className={`${classes.card} ${classes.quickHelp}`}>
            <h3 className={classes.cardTitle}>{quickHelp.title}</h3>
            <p className={classes.text}>{quickHelp.text}</p>
            <ActionLink href={telHref(site.phone)}>
              {quickHelp.callLabel}
              <span className="sr-only"> {site.phone}</span>
            </ActionLink>
          </li>
        )}
      </ul>
    </div>
  )
}
