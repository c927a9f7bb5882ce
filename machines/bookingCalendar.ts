import { assign, enqueueActions, fromPromise, setup } from 'xstate'

/** SPEC.md section 9: poll every 100 ms, up to 100 times (10 s); give up after 15 s overall. */
export const BOOKING_TIMING = { pollIntervalMs: 100, maxPolls: 100, overallTimeoutMs: 15_000 } as const

/**
 * The inline booking calendar: `waitingForConsent` (nothing requested from the scheduling service)
 * until the visitor allows the purpose it needs, then `loading` until the scheduling script is present and the widget
 * is initialised (`ready`); `error` if initialising throws, if the script is still absent after
 * the last poll, or if nothing is ready after the overall time-out. Withdrawing consent removes the
 * widget and waits again. Side effects (loading the script, checking for it, initialising and
 * removing the widget) are provided by the component.
 */
export const bookingCalendarMachine = setup({
  types: {
    context: {} as { polls: number; maxPolls: number },
    input: {} as { maxPolls?: number },
    events: {} as { type: 'SCRIPT_FOUND' } | { type: 'CONSENT_GIVEN' } | { type: 'CONSENT_WITHDRAWN' },
  },
  actions: {
    /** Adds the third-party script to the page (once). */
    loadScript: () => {},
    /** Removes the widget (and with it the third party's frame) from the page. */
    unloadWidget: () => {},
    countPoll: assign({ polls: ({ context }) => context.polls + 1 }),
    checkScript: enqueueActions(({ enqueue, check }) => {
      if (check('scriptPresent')) enqueue.raise({ type: 'SCRIPT_FOUND' })
    }),
  },
  guards: {
    /** Whether the scheduling script has defined its global. */
    scriptPresent: () => false,
    lastPoll: ({ context }) => context.polls + 1 >= context.maxPolls,
  },
  actors: {
    /** Initialises the widget in the page; rejects if that throws. */
    initialiseWidget: fromPromise<void>(async () => {}),
  },
  delays: {
    POLL_INTERVAL: BOOKING_TIMING.pollIntervalMs,
    OVERALL_TIMEOUT: BOOKING_TIMING.overallTimeoutMs,
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ polls: 0, maxPolls: input.maxPolls ?? BOOKING_TIMING.maxPolls }),
  initial: 'waitingForConsent',
  on: {
    CONSENT_WITHDRAWN: { target: '.waitingForConsent', actions: 'unloadWidget' },
  },
  states: {
    waitingForConsent: {
      on: { CONSENT_GIVEN: { target: 'loading' }, CONSENT_WITHDRAWN: {} },
    },
    loading: {
      entry: 'loadScript',
      after: { OVERALL_TIMEOUT: { target: 'error' } },
      initial: 'checkingScript',
      states: {
        checkingScript: {
          entry: 'checkScript',
          on: { SCRIPT_FOUND: { target: 'initialising' } },
          after: {
            POLL_INTERVAL: [
              { guard: 'lastPoll', target: '#booking.error' },
              { target: 'checkingScript', reenter: true, actions: 'countPoll' },
            ],
          },
        },
        initialising: {
          invoke: { id: 'initialiseWidget', src: 'initialiseWidget', onDone: { target: '#booking.ready' }, onError: { target: '#booking.error' } },
        },
      },
    },
    ready: {},
    error: {},
  },
})
