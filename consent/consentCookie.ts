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
 * The script in every page's <head>. It sets `data-consent` from the cookie before first paint, so
 * a returning visitor never sees the banner flash, applying exactly `readConsent`'s rules
 * (consentCookie.test.ts runs both on the same cookies). And it stores a choice clicked before the
 * page's script handles the button (the page still loading on a slow phone) at the click, as
 * `writeConsent` would, so it is kept even if the visitor leaves at once; `data-consent` then hides the
 * banner and lets the allowed embeds' placeholders give way. "Accepter alle" allows every purpose
 * offered, and only those are stored or read. Allowed by its hash in the CSP.
 */
export function consentHeadScript({ policyVersion, purposes: offered }: ConsentTerms): string {
  const purposes = JSON.stringify(OPTIONAL_PURPOSES.filter((purpose) => offered.includes(purpose)))
  return [
    'var h=document.documentElement;',
    `addEventListener("click",function(e){var b=!e.consentHandled&&e.target.closest&&e.target.closest("[${CHOICE_ATTRIBUTE}]");if(!b)return;`,
    `var c=b.getAttribute("${CHOICE_ATTRIBUTE}"),d=h.getAttribute("data-consent"),a=c==="ACCEPT_ALL"?${purposes}:c==="REJECT_ALL"?[]:(d?d.split(" "):[]).concat(c.slice(6));`,
    `a=${purposes}.filter(function(p){return a.indexOf(p)>=0});`,
    `document.cookie="${CONSENT_COOKIE}="+new URLSearchParams({v:${JSON.stringify(policyVersion)},at:new Date().toISOString(),allow:a.join(".")})+"; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"");`,
    'h.setAttribute("data-consent",a.join(" "))});',
    'try{',
    `var m=document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/),q=m&&new URLSearchParams(m[1]);`,
    `if(q&&q.get("v")===${JSON.stringify(policyVersion)}&&Date.now()-Date.parse(q.get("at")||"")<${CONSENT_MAX_AGE_SECONDS * 1000}){`,
    `var a=(q.get("allow")||"").split(".");`,
    `h.setAttribute("data-consent",${purposes}.filter(function(p){return a.indexOf(p)>=0}).join(" "))`,
    '}}catch(e){}',
  ].join('')
}
