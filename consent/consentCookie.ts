import {
  offeredOnly,
  OPTIONAL_PURPOSES,
  type ConsentChoices,
  type ConsentTerms,
  type OptionalPurpose,
  type StoredConsent,
} from '../schemas/collections/cookiePurpose.ts'

/** The cookie that holds the decision; listed as "necessary" in the cookie policy, with a lifetime of 1 year. */
export const CONSENT_COOKIE = 'cookie_preferences'
/** A decision is kept for at most a year (the Danish guidance: ask again within 12 months). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/**
 * The cookie's value: `v=<policy version>&at=<ISO date>&allow=<purposes joined by ".">` (no characters
 * cookies forbid). Only the purposes offered are stored: a purpose not offered is never allowed.
 */
export function consentCookieValue({ choices, decidedAt, policyVersion }: StoredConsent, offered: readonly OptionalPurpose[]): string {
  const stored = offeredOnly(choices, offered)
  const allowed = OPTIONAL_PURPOSES.filter((purpose) => stored[purpose])
  return new URLSearchParams({ v: policyVersion, at: decidedAt, allow: allowed.join('.') }).toString()
}

/**
 * The stored decision, if there is one that still counts: for the current policy version and made
 * less than a year ago. Anything else (no cookie, another version, an unreadable value) means the
 * visitor has not decided, and the banner asks. A purpose that is not offered counts as not allowed.
 */
export function readConsent(cookieHeader: string, { policyVersion, purposes: offered }: ConsentTerms, now = Date.now()): StoredConsent | null {
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
  if (!raw) return null
  const params = new URLSearchParams(raw.slice(CONSENT_COOKIE.length + 1))
  const decidedAt = params.get('at') ?? ''
  const age = now - Date.parse(decidedAt)
  if (params.get('v') !== policyVersion || !(age < CONSENT_MAX_AGE_SECONDS * 1000)) return null
  const allowed = new Set((params.get('allow') ?? '').split('.'))
  const choices = offeredOnly(Object.fromEntries(OPTIONAL_PURPOSES.map((purpose) => [purpose, allowed.has(purpose)])) as ConsentChoices, offered)
  return { choices, decidedAt, policyVersion }
}

/** Writes the decision to the cookie for a year (rewriting any earlier one), with only the purposes offered. */
export function writeConsent(consent: StoredConsent, offered: readonly OptionalPurpose[]) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${consentCookieValue(consent, offered)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
}

/**
 * What `<html data-consent>` says: absent while undecided; otherwise the allowed optional purposes,
 * space-separated (empty when only necessary cookies are allowed). CSS keys off it before the page's
 * JavaScript runs: the banner hides, placeholders give way to what loads.
 */
export function consentAttribute(consent: Pick<StoredConsent, 'choices'> | null): string | null {
  return consent ? OPTIONAL_PURPOSES.filter((purpose) => consent.choices[purpose]).join(' ') : null
}

/** The attribute a consent button carries its choice in (see `consentButton` in consentStore.ts). */
export const CHOICE_ATTRIBUTE = 'data-consent-choice'
/**
 * The id of the consent layer's status region, and its attribute holding the text it says once a choice
 * is saved: the head script says it for a choice made before the layer's island has hydrated.
 */
export const CONSENT_STATUS_ID = 'consent-status'
export const CONSENT_STATUS_TEXT_ATTRIBUTE = 'data-saved'
/** The attribute of the consent head script's tag (consent/consentHead.ts) that holds the consent terms it answers (`consentTermsAttribute`). */
export const CONSENT_TERMS_ATTRIBUTE = 'data-consent-terms'

/** The terms as the head script's tag carries them: the policy version (no spaces: a date, and the configured tags after a "+"), then the purposes offered, space-separated. */
export function consentTermsAttribute({ policyVersion, purposes }: ConsentTerms): string {
  return [policyVersion, ...purposes].join(' ')
}
