import { useRef } from 'react'
import { messages } from '../../site/messages.ts'
import { site } from '../../site/index.ts'
import { LAYOUT_IDS } from '../../site/layoutIds.ts'
import { ActionLink } from '../Action/index.ts'
import { closePopover } from './popover.ts'
import { ServicesMenu } from './ServicesMenu.tsx'
import classes from './SiteHeader.module.css'

const MOBILE_MENU_ID = LAYOUT_IDS.mobileMenu
const serviceLinks = site.navigation.services

/**
 * The fixed top bar: logo, main links, services dropdown, the call to action and the mobile
 * menu. Both menus are native popovers, so they work before hydration, and the browser announces
 * their buttons as expanded or collapsed (HTML forbids `aria-expanded` beside `popovertarget`), so
 * the mobile menu's button keeps one name, "Menu", and its state speaks; once hydrated the menu also
 * closes when a link is chosen. `urlPathname` is the page's path: its link is marked as the current page.
 */
export function SiteHeader({ urlPathname }: { urlPathname: string }) {
  const mobileRef = useRef<HTMLElement>(null)
  const { navigation } = site
  const current = (href: string) => (href === urlPathname ? 'page' : undefined)
  const closeMobile = () => closePopover(mobileRef.current)

  return (
    <header className={classes.root}>
      <div className={classes.inner}>
        <a href="/" className={classes.logo} aria-current={current('/')}>
          {site.brand}
          <span className="sr-only"> – {messages.shell.homeLink}</span>
        </a>
        <nav className={classes.desktopNav} aria-label={messages.shell.mainNavigation}>
          <ul className={classes.links}>
            {navigation.main.map((link) => (
              <li key={link.href}>
                <a className={classes.link} href={link.href} aria-current={current(link.href)}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <ServicesMenu label={navigation.servicesLabel} overviewHref={navigation.servicesHref} links={serviceLinks} currentPath={urlPathname} />
            </li>
          </ul>
        </nav>
        <ActionLink href={navigation.cta.href} className={classes.cta}>
          {navigation.cta.label}
        </ActionLink>
        <button type="button" className={classes.burger} popoverTarget={MOBILE_MENU_ID} aria-controls={MOBILE_MENU_ID} aria-label={messages.shell.menu}>
          <span className={classes.burgerLines} aria-hidden="true" />
        </button>
      </div>
      <nav ref={mobileRef} id={MOBILE_MENU_ID} popover="auto" className={classes.mobileNav} aria-label={messages.shell.mobileNavigation}>
        <ul className={classes.mobileLinks}>
          {navigation.main.map((link) => (
            <li key={link.href}>
              <a className={classes.mobileLink} href={link.href} aria-current={current(link.href)} onClick={closeMobile}>
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <a className={classes.mobileLink} href={navigation.servicesHref} aria-current={current(navigation.servicesHref)} onClick={closeMobile}>
              {navigation.servicesLabel}
            </a>
            <ul className={classes.mobileSubLinks}>
              {serviceLinks.map((link) => (
                <li key={link.href}>
                  <a className={classes.mobileSubLink} href={link.href} aria-current={current(link.href)} onClick={closeMobile}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        </ul>
        <ActionLink href={navigation.cta.href} className={classes.mobileCta} onClick={closeMobile}>
          {navigation.cta.label}
        </ActionLink>
      </nav>
    </header>
  )
}
