import type { ReactNode } from 'react'
import { ActionButton } from '../../components/Action/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { consentButton } from '../consentStore.ts'
import type { ConsentEmbed } from '../../schemas/collections/cookiePurpose.ts'
import { consentMessages } from '../messages.ts'
import { site } from '../../site/index.ts'
import classes from './ConsentPlaceholder.module.css'

interface ConsentPlaceholderProps {
  /** Which embed waits: its purpose and provider come from the cookie purposes. */
  embed: ConsentEmbed
  /** What a visitor who allowed the purpose earlier sees until the page's script takes over (a loading note). */
  pending: ReactNode
  /** Another way to the same thing (the "Send Email" link, a link to the map). */
  children?: ReactNode
}

/**
 * In place of a third-party embed the visitor has not allowed: what would load and from whom, a
 * button that allows the purpose it needs (recording that consent) and another way to the same
 * thing. Prerendered; a returning visitor who allowed the purpose gets `pending` from first paint
 * (CSS on `<html data-consent>`), so the placeholder never flashes.
 */
export function ConsentPlaceholder({ embed, pending, children }: ConsentPlaceholderProps) {
  const t = consentMessages.embeds
  const { purpose, purposeHeading, provider } = site.consent.embeds[embed]
  const fill = (text: string) => text.replace('{provider}', provider).replace('{purpose}', purposeHeading.toLowerCase())
  return (
    <div className={classes.root} data-consent-needs={purpose}>
      <div className={classes.placeholder}>
        {/* Without JavaScript nothing can be allowed: only `children` (another way) shows. */}
        <h3 className={classes.title} {...needsScript}>
          {fill(t[embed].title)}
        </h3>
        <p className={classes.text} {...needsScript}>
          {fill(t[embed].text)}
        </p>
        <ActionButton {...consentButton(`ALLOW:${purpose}`)} {...needsScript}>
          {fill(t[embed].allow)}
        </ActionButton>
        {children}
      </div>
      <div className={classes.pending}>{pending}</div>
    </div>
  )
}
