import type { ComponentType } from 'react'
import { messages } from '../../site/messages.ts'
import { addressLine, site, telHref } from '../../site/index.ts'
import { OpeningHours } from '../OpeningHours/index.ts'
import classes from './SiteFooter.module.css'

export interface SiteFooterProps {
  /** A button beside the copyright line; the layout puts the consent settings button there. */
  SettingsButton?: ComponentType<{ className?: string }>
}

/** The shared footer: contact details, opening hours and the nine footer links. */
export function SiteFooter({ SettingsButton }: SiteFooterProps) {
  const text = messages.footer
  return (
    <footer className={classes.root}>
      <div className={classes.inner}>
        <div className={classes.brandColumn}>
          <p className={classes.brand}>{site.brand}</p>
          <address className={classes.address}>
            {addressLine(site.address)}
            <br />
            <a href={telHref(site.phone)}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </div>
        <nav aria-label={text.navigation}>
          <h2 className={classes.heading}>{text.linksHeading}</h2>
          <ul className={classes.links}>
            {site.navigation.footer.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={classes.heading}>{text.hoursHeading}</h2>
          <OpeningHours className={classes.hours} />
        </div>
      </div>
      <p className={classes.legal}>
        <span>
          © {new Date().getFullYear()} {site.legalName} · {text.cvr} {site.cvr} · {text.rights}
        </span>
        {SettingsButton && <SettingsButton className={classes.settingsButton} />}
      </p>
    </footer>
  )
}
