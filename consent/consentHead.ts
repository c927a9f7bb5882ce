// The script in every page's <head>, inlined as a classic script so it runs before first paint
// (bundled by the build: head/inlineScripts.ts). The consent terms it answers (the policy version and
// the purposes offered) are on its own tag (CONSENT_TERMS_ATTRIBUTE), so the script is the same for
// every configuration and its hash in the Content Security Policy never changes with one.
// - A returning visitor's stored decision sets `<html data-consent>` at once, so the banner never
//   flashes: read by `readConsent`, the rules the page's own code applies.
// - A choice clicked before the page's script handles the button (the page still loading on a slow
//   phone) is stored at the click by `writeConsent`, so it is kept even if the visitor leaves at once;
//   `data-consent` then hides the banner and lets the allowed embeds' placeholders give way.
//   "Accepter alle" allows every purpose offered; only purposes offered are stored or read.
import { CHOICE_ATTRIBUTE, CONSENT_TERMS_ATTRIBUTE, consentAttribute, readConsent, writeConsent } from './consentCookie.ts'
import { offeredOnly, OPTIONAL_PURPOSES, type ConsentChoices, type ConsentTerms } from '../schemas/collections/cookiePurpose.ts'

const html = document.documentElement
const terms = JSON.parse(document.currentScript?.getAttribute(CONSENT_TERMS_ATTRIBUTE) ?? 'null') as ConsentTerms | null

/** Stores a choice clicked on a prerendered consent button that the page's own script has not handled. */
function storeEarlyChoice(event: MouseEvent & { consentHandled?: boolean }) {
  const button = !event.consentHandled && (event.target as Element | null)?.closest?.(`[${CHOICE_ATTRIBUTE}]`)
  if (!terms || !button) return
  const choice = button.getAttribute(CHOICE_ATTRIBUTE) ?? ''
  const before = html.getAttribute('data-consent')?.split(' ') ?? []
  const allowed = choice === 'ACCEPT_ALL' ? OPTIONAL_PURPOSES : choice === 'REJECT_ALL' ? [] : [...before, choice.slice('ALLOW:'.length)]
  const choices = offeredOnly(Object.fromEntries(OPTIONAL_PURPOSES.map((purpose) => [purpose, allowed.includes(purpose)])) as ConsentChoices, terms.purposes)
  writeConsent({ choices, decidedAt: new Date().toISOString(), policyVersion: terms.policyVersion }, terms.purposes)
  html.setAttribute('data-consent', consentAttribute({ choices })!)
}

addEventListener('click', storeEarlyChoice)
try {
  const attribute = terms && consentAttribute(readConsent(document.cookie, terms))
  if (attribute != null) html.setAttribute('data-consent', attribute)
} catch {
  // An unreadable cookie jar leaves the visitor undecided: the banner asks.
}
