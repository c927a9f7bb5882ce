import { CONSENT_COOKIE, writeConsent } from '../consent/consentCookie.ts'
import { EVERYTHING_ALLOWED, NOTHING_ALLOWED, type ConsentChoices } from '../schemas/collections/cookiePurpose.ts'
import { site } from '../site/index.ts'

/** A returning visitor's stored decision (for the current policy version, made now). */
export function storeConsent(choices: Partial<ConsentChoices> | 'all' | 'none') {
  const chosen = choices === 'all' ? EVERYTHING_ALLOWED : choices === 'none' ? NOTHING_ALLOWED : { ...NOTHING_ALLOWED, ...choices }
  writeConsent({ choices: chosen, decidedAt: new Date().toISOString(), policyVersion: site.consent.policyVersion }, site.consent.purposes)
}

/** A first visit: no decision stored, nothing set on <html>. */
export function forgetConsent() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
  document.documentElement.removeAttribute('data-consent')
}
