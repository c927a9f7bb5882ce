import { assign, createActor, setup, type ActorOptions } from 'xstate'
import {
  EVERYTHING_ALLOWED,
  NOTHING_ALLOWED,
  offeredOnly,
  type ConsentChoices,
  type ConsentTerms,
  type OptionalPurpose,
  type StoredConsent,
} from '../schemas/collections/cookiePurpose.ts'

/** What the visitor can do: decide from the banner, the dialog or an embed's placeholder, and open or close the dialog. */
export type ConsentEvent =
  | { type: 'ACCEPT_ALL' }
  /** Refuses everything optional; once decided, this withdraws any consent given. */
  | { type: 'REJECT_ALL' }
  | { type: 'SAVE'; choices: ConsentChoices }
  /** An embed's placeholder: allows the one purpose it needs, keeping the rest as they were. */
  | { type: 'ALLOW'; purpose: OptionalPurpose }
  | { type: 'OPEN_SETTINGS' }
  | { type: 'CLOSE_SETTINGS' }

export interface ConsentContext {
  choices: ConsentChoices
  /** When the visitor decided (ISO 8601); null until then. */
  decidedAt: string | null
  policyVersion: string
  /** The optional purposes offered; a decision never allows another ("Accepter alle" allows exactly these). */
  offered: readonly OptionalPurpose[]
}

// `record` keeps only the purposes offered: "Accepter alle" allows exactly those.
const decisions = {
  ACCEPT_ALL: { target: '#consent.decided', actions: [{ type: 'record', params: () => EVERYTHING_ALLOWED }, 'persist'] },
  REJECT_ALL: { target: '#consent.decided', actions: [{ type: 'record', params: () => NOTHING_ALLOWED }, 'persist'] },
  SAVE: {
    target: '#consent.decided',
    actions: [{ type: 'record', params: ({ event }: { event: ConsentEvent }) => (event as { choices: ConsentChoices }).choices }, 'persist'],
  },
  ALLOW: {
    target: '#consent.decided',
    actions: [
      {
        type: 'record',
        params: ({ context, event }: { context: ConsentContext; event: ConsentEvent }) => ({
          ...context.choices,
          [(event as { purpose: OptionalPurpose }).purpose]: true,
        }),
      },
      'persist',
    ],
  },
} as const

/**
 * The visitor's cookie consent, for the whole page: `unknown` (the banner asks; "Tilpas" opens the
 * dialog) until they decide, then `decided` (the dialog can be reopened from the footer or the cookie
 * policy to change or withdraw). Every decision is recorded with its date and written to the cookie
 * (`persist`, provided by consent/consentStore.ts).
 */
export const consentMachine = setup({
  types: {
    context: {} as ConsentContext,
    input: {} as { stored: StoredConsent | null; terms: ConsentTerms },
    events: {} as ConsentEvent,
  },
  actions: {
    record: assign(({ context }, choices: ConsentChoices) => ({ choices: offeredOnly(choices, context.offered), decidedAt: new Date().toISOString() })),
    /** Stores the decision (the cookie) and applies it to the page. */
    persist: () => {},
  },
  guards: {
    decidedBefore: ({ context }) => context.decidedAt !== null,
  },
}).createMachine({
  id: 'consent',
  context: ({ input }) => ({
    choices: offeredOnly(input.stored?.choices ?? NOTHING_ALLOWED, input.terms.purposes),
    decidedAt: input.stored?.decidedAt ?? null,
    policyVersion: input.terms.policyVersion,
    offered: input.terms.purposes,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'decidedBefore', target: 'decided' }, { target: 'unknown' }],
    },
    unknown: {
      initial: 'asking',
      on: decisions,
      states: {
        asking: { on: { OPEN_SETTINGS: 'customising' } },
        customising: { on: { CLOSE_SETTINGS: 'asking' } },
      },
    },
    decided: {
      initial: 'idle',
      on: decisions,
      states: {
        idle: { on: { OPEN_SETTINGS: 'changing' } },
        changing: { on: { CLOSE_SETTINGS: 'idle' } },
      },
    },
  },
})

/** Starts the consent machine with its side effects (one import for the lazily loaded store). */
export function startConsent(
  persist: (context: ConsentContext) => void,
  options: ActorOptions<typeof consentMachine> & { input: { stored: StoredConsent | null; terms: ConsentTerms } },
) {
  return createActor(consentMachine.provide({ actions: { persist: ({ context }) => persist(context) } }), options).start()
}
