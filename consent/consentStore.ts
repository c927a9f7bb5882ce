import { useSyncExternalStore } from 'react'
import type { Actor } from 'xstate'
import type { ConsentContext, ConsentEvent, consentMachine } from './consentMachine.ts'
import type { OptionalPurpose } from '../schemas/collections/cookiePurpose.ts'
import { site } from '../site/index.ts'
import { requestIslandStart } from '../islands/loading.ts'
import { CHOICE_ATTRIBUTE, consentAttribute, readConsent, writeConsent } from './consentCookie.ts'
import { NOTHING_ALLOWED, type ConsentChoices } from '../schemas/collections/cookiePurpose.ts'
import { loadConsentDialog } from './ConsentLayer/loadConsentDialog.ts'

/** What components need to know of the visitor's consent. */
export interface ConsentView {
  /** `unknown` until the visitor decides: the banner shows. */
  status: 'unknown' | 'decided'
  /** Whether the preferences dialog is open. */
  settingsOpen: boolean
  choices: ConsentChoices
  /** When the visitor decided (ISO 8601); null while unknown. */
  decidedAt: string | null
  /** How many decisions the visitor has made on this page (0 for one read from the cookie). */
  saves: number
}

/** What the prerendered HTML shows, and so what hydration must render first: no decision. */
const PRERENDERED: ConsentView = { status: 'unknown', settingsOpen: false, choices: NOTHING_ALLOWED, decidedAt: null, saves: 0 }

/** The policy version and the purposes offered, under the build's configuration. */
const terms = site.consent
const listeners = new Set<() => void>()
let view: ConsentView | undefined
let actor: Promise<Actor<typeof consentMachine>> | undefined

/** The current view: read from the cookie until the machine has loaded, then the machine's. */
function currentView(): ConsentView {
  if (!view) {
    const stored = readConsent(document.cookie, terms)
    view = stored ? { status: 'decided', settingsOpen: false, choices: stored.choices, decidedAt: stored.decidedAt, saves: 0 } : PRERENDERED
  }
  return view
}

/**
 * The consent machine (consent/consentMachine.ts), started once per page. It is downloaded only when
 * needed: when the banner asks (see `preloadConsent`) or when the visitor acts.
 */
function consentActor(): Promise<Actor<typeof consentMachine>> {
  actor ??= import('./consentMachine.ts').then(({ startConsent }) => {
    const persist = (context: ConsentContext) => {
      const consent = { choices: context.choices, decidedAt: context.decidedAt ?? new Date().toISOString(), policyVersion: terms.policyVersion }
      writeConsent(consent, terms.purposes)
      document.documentElement.setAttribute('data-consent', consentAttribute(consent) ?? '')
    }
    const running = startConsent(persist, { input: { stored: readConsent(document.cookie, terms), terms } })
    const toView = (snapshot: ReturnType<typeof running.getSnapshot>) => {
      const status = snapshot.matches('decided') ? 'decided' : 'unknown'
      const settingsOpen = snapshot.matches({ unknown: 'customising' }) || snapshot.matches({ decided: 'changing' })
      const { choices, decidedAt } = snapshot.context
      const previous = currentView()
      if (previous.status === status && previous.settingsOpen === settingsOpen && previous.choices === choices && previous.decidedAt === decidedAt) return
      const saves = decidedAt === previous.decidedAt ? previous.saves : previous.saves + 1
      view = { status, settingsOpen, choices, decidedAt, saves }
      for (const listener of listeners) listener()
    }
    toView(running.getSnapshot())
    running.subscribe(toView)
    return running
  })
  return actor
}

/**
 * A page shown later than it started (restored from the back/forward cache, or prerendered and then
 * activated) reads the stored decision again, as the head script does (consent/consentHead.ts): the
 * visitor may have decided otherwise on another page meanwhile. A running machine is stopped; the
 * next action starts one from the cookie.
 */
function readAgain() {
  void actor?.then((running) => running.stop())
  actor = undefined
  view = undefined
  for (const listener of listeners) listener()
}
if (typeof window !== 'undefined') {
  addEventListener('pageshow', (event) => event.persisted && readAgain())
  document.addEventListener('prerenderingchange', readAgain)
}

/** Starts downloading the consent machine, so the banner's buttons answer at once. */
export function preloadConsent() {
  void consentActor()
}

/** Sends the visitor's action to the consent machine. */
export function sendConsent(event: ConsentEvent) {
  void consentActor().then((running) => running.send(event))
}

/**
 * Opens the cookie preferences dialog (the footer's "Cookieindstillinger", the cookie policy's
 * button): the consent layer, an island of its own that shows it, starts if it has not yet.
 */
export function openConsentSettings() {
  void loadConsentDialog()
  sendConsent({ type: 'OPEN_SETTINGS' })
  requestIslandStart(CONSENT_ISLAND_ID)
}

/** The consent layer's island id (pages/+Layout.tsx). */
export const CONSENT_ISLAND_ID = 'consent'

/** What a prerendered consent button stores: one of the banner's answers, or allowing one purpose (a placeholder). */
export type ConsentChoice = 'ACCEPT_ALL' | 'REJECT_ALL' | `ALLOW:${OptionalPurpose}`

function eventOf(choice: ConsentChoice): ConsentEvent {
  if (choice.startsWith('ALLOW:')) return { type: 'ALLOW', purpose: choice.slice('ALLOW:'.length) as OptionalPurpose }
  return { type: choice as Exclude<ConsentChoice, `ALLOW:${string}`> }
}

/**
 * The props of a button that stores a consent choice. The choice is also in the HTML: the head script
 * stores it at the click (consentHeadScript), before and after the button's island hydrates, so a tab
 * closed right after the click keeps it; the consent machine then takes the same choice.
 */
export function consentButton(choice: ConsentChoice) {
  return { [CHOICE_ATTRIBUTE]: choice, onClick: () => sendConsent(eventOf(choice)) }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The visitor's consent; the prerendered "no decision" while hydrating, then the real one. */
export function useConsent(): ConsentView {
  return useSyncExternalStore(subscribe, currentView, () => PRERENDERED)
}

/** Whether the visitor allows a purpose (always false while hydrating, like the prerendered HTML). */
export function useAllowed(purpose: OptionalPurpose): boolean {
  return useConsent().choices[purpose]
}
