// @vitest-environment node
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { allTransitions, modelCoverage, recordTransitions } from './machineCoverage.ts'
import { BOOKING_TIMING, bookingCalendarMachine } from './bookingCalendar.ts'
import { modelPaths, specModel } from './bookingCalendar.model.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Every transition the real machine took in any test of this file. */
const taken = new Set<string>()

/** The real machine with the outside world under the test's control: a simulated clock, the script, the widget. */
function startBooking({ consented = true } = {}) {
  const clock = new SimulatedClock()
  let scriptPresent = false
  let widget: { resolve: () => void; reject: (e: Error) => void } | undefined
  const loadScript = vi.fn()
  const unloadWidget = vi.fn()
  const actor = createActor(
    bookingCalendarMachine.provide({
      actions: { loadScript, unloadWidget },
      guards: { scriptPresent: () => scriptPresent },
      actors: { initialiseWidget: fromPromise(() => new Promise<void>((resolve, reject) => (widget = { resolve, reject }))) },
    }),
    { clock, input: {}, inspect: recordTransitions(taken) },
  ).start()
  // The visitor has allowed the calendar's purpose (at once, on the simulated clock's zero).
  if (consented) actor.send({ type: 'CONSENT_GIVEN' })
  const status = () => {
    const snapshot = actor.getSnapshot()
    if (snapshot.matches('waitingForConsent')) return 'waiting'
    if (snapshot.matches('ready')) return 'ready'
    if (snapshot.matches('error')) return 'error'
    return snapshot.matches({ loading: 'initialising' }) ? 'initialising' : 'loading'
  }
  /** Lets time pass in poll-sized steps (a simulated clock fires only timers due when it is advanced). */
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= BOOKING_TIMING.pollIntervalMs) clock.increment(Math.min(left, BOOKING_TIMING.pollIntervalMs))
  }
  return { actor, clock, advance, loadScript, unloadWidget, status, showScript: () => (scriptPresent = true), widget: () => widget! }
}

// Listed before the model-based tests: the coverage check there counts the transitions taken here.
describe('booking calendar machine, consent (issue 12)', () => {
  it('requests nothing from the scheduling service until the visitor allows it, however long they wait', () => {
    const sut = startBooking({ consented: false })
    sut.advance(60_000)
    expect(sut.status()).toBe('waiting')
    expect(sut.loadScript).not.toHaveBeenCalled()
    sut.actor.send({ type: 'CONSENT_WITHDRAWN' })
    expect(sut.status()).toBe('waiting')
    expect(sut.unloadWidget).not.toHaveBeenCalled()
  })

  it('starts loading the moment consent is given, with the full 10 s of polls from then', () => {
    const sut = startBooking({ consented: false })
    sut.advance(5_000)
    sut.actor.send({ type: 'CONSENT_GIVEN' })
    expect(sut.status()).toBe('loading')
    expect(sut.loadScript).toHaveBeenCalledOnce()
    sut.advance(9_900)
    expect(sut.status()).toBe('loading')
    sut.advance(100)
    expect(sut.status()).toBe('error')
  })

  it('withdrawing while loading removes the widget, and the time-out no longer fires', () => {
    const sut = startBooking()
    sut.advance(1_000)
    sut.actor.send({ type: 'CONSENT_WITHDRAWN' })
    expect(sut.status()).toBe('waiting')
    expect(sut.unloadWidget).toHaveBeenCalledOnce()
    sut.advance(30_000)
    expect(sut.status()).toBe('waiting')
  })

  it('withdrawing a ready calendar unloads it; allowing again shows it again', async () => {
    const sut = startBooking()
    sut.showScript()
    sut.advance(100)
    sut.widget().resolve()
    await flush()
    expect(sut.status()).toBe('ready')
    sut.actor.send({ type: 'CONSENT_WITHDRAWN' })
    expect(sut.status()).toBe('waiting')
    expect(sut.unloadWidget).toHaveBeenCalledOnce()
    sut.actor.send({ type: 'CONSENT_GIVEN' })
    expect(sut.loadScript).toHaveBeenCalledTimes(2)
    sut.advance(100)
    sut.widget().resolve()
    await flush()
    expect(sut.status()).toBe('ready')
  })

  it('withdrawing after an error goes back to waiting', () => {
    const sut = startBooking()
    sut.advance(10_000)
    expect(sut.status()).toBe('error')
    sut.actor.send({ type: 'CONSENT_WITHDRAWN' })
    expect(sut.status()).toBe('waiting')
  })
})

describe('booking calendar machine, model-based', () => {
  const paths = modelPaths()

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const sut = startBooking()
    await path.test({
      states: {
        loading: () => expect(sut.status()).toBe('loading'),
        initialising: () => expect(sut.status()).toBe('initialising'),
        ready: () => expect(sut.status()).toBe('ready'),
        error: () => expect(sut.status()).toBe('error'),
      },
      events: {
        SCRIPT_APPEARS: () => {
          sut.showScript()
          sut.advance(BOOKING_TIMING.pollIntervalMs)
        },
        // The last of 100 polls, 100 ms apart, finds no script.
        POLLS_RUN_OUT: () => sut.advance(BOOKING_TIMING.pollIntervalMs * BOOKING_TIMING.maxPolls - sut.clock.now()),
        OVERALL_TIME_PASSES: () => sut.advance(BOOKING_TIMING.overallTimeoutMs - sut.clock.now()),
        WIDGET_READY: async () => {
          sut.widget().resolve()
          await flush()
        },
        WIDGET_THROWS: async () => {
          sut.widget().reject(new Error('widget exploded'))
          await flush()
        },
      },
    })
    expect(sut.loadScript).toHaveBeenCalledOnce()
  })

  it('the paths reach every state of the model and take every transition', () => {
    const { reached, untaken } = modelCoverage(specModel, paths)
    expect(untaken).toEqual([])
    expect(reached).toEqual(['error', 'initialising', 'loading', 'ready'])
  })

  it('the paths take every transition the real machine defines (read from the machine, not from this file)', () => {
    const defined = allTransitions(bookingCalendarMachine)
    expect(defined.length).toBeGreaterThan(3)
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([])
  })
})

describe('booking calendar machine, timing on a simulated clock', () => {
  it('is still loading just before the 100th poll and fails exactly at 10 s without the script', () => {
    const sut = startBooking()
    sut.advance(9_999)
    expect(sut.status()).toBe('loading')
    sut.advance(1)
    expect(sut.status()).toBe('error')
  })

  it('waits for a slow widget until 15 s overall, then fails', () => {
    const sut = startBooking()
    sut.advance(1_000)
    sut.showScript()
    sut.advance(100)
    expect(sut.status()).toBe('initialising')
    sut.advance(13_899)
    expect(sut.status()).toBe('initialising')
    sut.advance(1)
    expect(sut.status()).toBe('error')
  })

  it('stays ready once the widget is initialised', async () => {
    const sut = startBooking()
    sut.showScript()
    sut.advance(100)
    sut.widget().resolve()
    await flush()
    sut.advance(60_000)
    expect(sut.status()).toBe('ready')
  })
})
