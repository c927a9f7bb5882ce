// The script in every page's <head>, inlined as a classic script so it runs before first paint
// (bundled by the build: head/inlineScripts.ts). The consent terms it answers (the policy version and
// the purposes offered, in the consent dialog's order) are on its own tag (CONSENT_TERMS_ATTRIBUTE), so
// the script is the same for every configuration and so is its hash in the Content Security Policy.
// - A returning visitor's stored decision sets `<html data-consent>` at once, so the banner never
//   flashes, by exactly `readConsent`'s rules.
// - A choice clicked before the page's script handles the button (the page still loading on a slow
//   phone) is stored at the click as `writeConsent` stores it, so it is kept even if the visitor leaves
//   at once; `data-consent` then hides the banner and lets the allowed embeds' placeholders give way.
//   "Accepter alle" allows every purpose offered; only purposes offered are stored or read.
// - A page shown later than it was parsed (prerendered by speculation rules, or restored from the
//   back/forward cache) reads the stored decision again when shown: the visitor may have decided
//   otherwise on another page meanwhile, and the tags follow `data-consent`.
// - A choice hides the button it was made with (the banner goes; an embed's placeholder gives way), so
//   focus moves on: into the nearest container made to take focus (`tabindex="-1"`: the embed's box),
//   else to the main content. Before the consent layer's island has hydrated, the script also says
//   "Dine cookievalg er gemt." in the layer's status region, as the hydrated layer does after a save.
// Written out rather than calling consentCookie.ts, whose general code would double this script's
// bytes in every page's HTML; consentCookie.test.ts runs it beside `readConsent` on the same cookies.
import {
  CHOICE_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_STATUS_ID,
  CONSENT_STATUS_TEXT_ATTRIBUTE,
  CONSENT_TERMS_ATTRIBUTE,
} from './consentCookie.ts'
import { ISLAND_READY } from '../islands/islandAttributes.ts'

const html = document.documentElement
// The tag's terms (consentTermsAttribute): the policy version, then the purposes offered.
const [policyVersion, ...offeredPurposes] = document.currentScript?.getAttribute(CONSENT_TERMS_ATTRIBUTE)?.split(' ') ?? []

/** The purposes offered among `purposes`, in the terms' order. */
const offered = (purposes: readonly string[]) => offeredPurposes.filter((purpose) => purposes.includes(purpose))

addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest?.(`[${CHOICE_ATTRIBUTE}]`)
  if (!policyVersion || !button) return
  const choice = button.getAttribute(CHOICE_ATTRIBUTE) ?? ''
  const before = html.getAttribute('data-consent')
  const allowed = offered(
    choice === 'ACCEPT_ALL' ? offeredPurposes : choice === 'REJECT_ALL' ? [] : [...(before ? before.split(' ') : []), choice.slice('ALLOW:'.length)],
  )
  const value = new URLSearchParams({ v: policyVersion, at: new Date().toISOString(), allow: allowed.join('.') })
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`
  html.setAttribute('data-consent', allowed.join(' '))
  ;(button.closest<HTMLElement>('[tabindex="-1"]') ?? document.getElementById('main'))?.focus({ preventScroll: true })
  const status = document.getElementById(CONSENT_STATUS_ID)
  const saved = status?.getAttribute(CONSENT_STATUS_TEXT_ATTRIBUTE)
  // A different text for a second choice (a no-break space added), so it is announced too.
  if (status && !status.closest(`[${ISLAND_READY}]`)) status.textContent = status.textContent === saved ? `${saved}\u00A0` : saved!
})

/** Sets `data-consent` from the stored decision, or removes it when there is none that counts. */
function readStoredDecision() {
  try {
    const stored = policyVersion && new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`).exec(document.cookie)
    const decision = stored ? new URLSearchParams(stored[1]) : null
    const counts = decision?.get('v') === policyVersion && Date.now() - Date.parse(decision?.get('at') ?? '') < CONSENT_MAX_AGE_SECONDS * 1000
    if (decision && counts) html.setAttribute('data-consent', offered((decision.get('allow') ?? '').split('.')).join(' '))
    else html.removeAttribute('data-consent')
  } catch {
    // A document denied its cookies leaves the visitor undecided: the banner asks.
  }
}
readStoredDecision()
document.addEventListener('prerenderingchange', readStoredDecision)
addEventListener('pageshow', (event) => event.persisted && readStoredDecision())
