import { useEffect, useRef } from 'react'
import { ActionButton } from '../../components/Action/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { consentButton, openConsentSettings, preloadConsent } from '../consentStore.ts'
import { messages } from '../../site/messages.ts'
import { site } from '../../site/index.ts'
import classes from './ConsentBanner.module.css'

/**
 * The first-visit question: "Accepter alle", "Afvis alle" and "Tilpas", equally prominent. Not a wall:
 * a bar fixed to the bottom of the window while the page stays usable, with room kept for it below
 * the footer. Prerendered into every page; a returning visitor's `<html data-consent>` (set by the
 * head script) hides it before first paint. Without JavaScript it is hidden too: nothing optional
 * loads then, so there is nothing to ask.
 */
export function ConsentBanner() {
  const t = messages.cookies
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Hydration renders the banner for a moment even for a returning visitor: nothing to do then.
    const banner = root.current
    if (!banner || document.documentElement.hasAttribute('data-consent')) return
    // The visitor will likely answer soon: fetch the consent machine while the page is idle.
    const preload = setTimeout(() => (window.requestIdleCallback ?? ((callback: () => void) => callback()))(preloadConsent), 0)
    // Keep the room below the footer exactly as tall as the banner (the CSS starts from an estimate).
    const observer = new ResizeObserver(() => document.documentElement.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`))
    observer.observe(banner)
    return () => {
      clearTimeout(preload)
      observer.disconnect()
      document.documentElement.style.removeProperty('--consent-banner-height')
    }
  }, [])

  return (
    <div
      ref={root}
      className={classes.root}
      role="region"
      aria-label={t.banner.label}
      aria-describedby="consent-banner-text"
      data-consent-banner=""
      {...needsScript}
    >
      <div className={classes.inner}>
        <div className={classes.copy}>
          {/* Not a heading: the banner comes first in the page, before its h1 (so keyboard users meet it first), and the page's headings start at that h1. The region's name announces it. */}
          <p className={classes.title}>{t.banner.title}</p>
          <p id="consent-banner-text" className={classes.text}>
            {site.consent.bannerText} <a href="/cookie-politik">{t.banner.policyLink}</a>
          </p>
        </div>
        <div className={classes.actions}>
          <ActionButton variant="outline" {...consentButton('ACCEPT_ALL')}>
            {t.acceptAll}
          </ActionButton>
          <ActionButton variant="outline" {...consentButton('REJECT_ALL')}>
            {t.rejectAll}
          </ActionButton>
          <ActionButton variant="outline" aria-haspopup="dialog" onClick={openConsentSettings}>
            {t.customise}
          </ActionButton>
        </div>
      </div>
    </div>
  )
}
