import { danishDateOf } from '../../site/danishDate.ts'
import { ActionButton } from '../../components/Action/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { OPTIONAL_PURPOSES } from '../../schemas/collections/cookiePurpose.ts'
import { openConsentSettings, useConsent } from '../../consent/consentStore.ts'
import { consentMessages } from '../../consent/messages.ts'
import type { CookieSettingsSection } from './schema.ts'
import { consentPurposes } from 'virtual:consent-purposes'
import classes from './CookieSettings.module.css'

/** The visitor's current choice in words: nothing yet, only necessary cookies, or the purposes allowed and when. */
function currentChoice({ status, choices, decidedAt }: ReturnType<typeof useConsent>): string {
  const t = consentMessages.current
  if (status === 'unknown' || decidedAt === null) return t.none
  const allowed = OPTIONAL_PURPOSES.filter((purpose) => choices[purpose])
  const labelOf = (id: string) => consentPurposes.find((purpose) => purpose.id === id)?.label ?? id
  const what = allowed.length === 0 ? t.onlyNecessary : `${t.allowed} ${['necessary', ...allowed].map(labelOf).join(', ')}.`
  return `${what} ${t.savedOn} ${danishDateOf(decidedAt)}.`
}

/**
 * The cookie policy's "Administrer Cookie Præferencer" block: the visitor's current choice and the
 * button that opens the consent dialog, where they change or withdraw it.
 */
export default function CookieSettings({ title, text, buttonLabel }: CookieSettingsSection) {
  const consent = useConsent()
  return (
    <div className={classes.root}>
      <h2 className={classes.title}>{title}</h2>
      <p className={classes.text}>{text}</p>
      <p className={classes.current} {...needsScript}>
        {currentChoice(consent)}
      </p>
      <ActionButton onClick={openConsentSettings} aria-haspopup="dialog" {...needsScript}>
        {buttonLabel}
      </ActionButton>
      <noscript>
        <p className={classes.text}>{consentMessages.noScript}</p>
      </noscript>
    </div>
  )
}
