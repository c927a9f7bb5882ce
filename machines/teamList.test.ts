import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONTENT_LIMITS } from '../team/contentSystem/constants.ts'
import { createContentClient } from '../team/contentSystem/index.ts'
import type { DisplayTeamMember } from '../team/contentSystem/types.ts'
import { CONTENT_CONFIG, contentScenarios } from '../mocks/contentSystem.ts'
import { server } from '../mocks/node.ts'
import { allTransitions, modelCoverage, recordTransitions } from './machineCoverage.ts'
import { teamListMachine, withFetchedMembers } from './teamList.ts'
import { modelPaths, specModel } from './teamList.model.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const person = (slug: string, name: string, extra: Partial<DisplayTeamMember> = {}): DisplayTeamMember => ({
  slug,
  name,
  role: 'Rolle',
  image: null,
  bio: '',
  expertise: [],
  isWordPress: false,
  isPlaceholder: false,
  ...extra,
})
const BUILT_IN = [person('anna', 'Anna'), person('bo', 'Bo'), person('holdkammerat', 'Er du vores næste holdkammerat?', { isPlaceholder: true })]
const FETCHED = [person('cecilie', 'Cecilie', { isWordPress: true }), person('dan', 'Dan', { isWordPress: true })]
const slugs = (members: DisplayTeamMember[]) => members.map((member) => member.slug)

/** The waits SPEC.md section 9 asks for before retry 1, 2 and 3. */
const RETRY_WAITS = [1_000, 2_000, 4_000]

const taken = new Set<string>()

/** The real machine; the content system and the clock are the test's. */
function startList() {
  const clock = new SimulatedClock()
  const pending: { resolve: (members: DisplayTeamMember[]) => void; reject: (error: Error) => void }[] = []
  const actor = createActor(
    teamListMachine.provide({
      actors: { fetchMembers: fromPromise(() => new Promise<DisplayTeamMember[]>((resolve, reject) => pending.push({ resolve, reject }))) },
    }),
    { clock, input: { builtIn: BUILT_IN }, inspect: recordTransitions(taken) },
  ).start()
  return { actor, clock, pending, snapshot: () => actor.getSnapshot() }
}

describe('team list machine, model-based', () => {
  const paths = modelPaths()

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const sut = startList()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const loading = (attempt: number) => () => {
      expect(sut.snapshot().matches('loading')).toBe(true)
      expect(sut.snapshot().context).toMatchObject({ members: BUILT_IN, error: false })
      expect(sut.pending).toHaveLength(attempt)
    }
    await path.test({
      states: {
        attempt1: loading(1),
        attempt2: loading(2),
        attempt3: loading(3),
        attempt4: loading(4),
        loaded: () => {
          expect(sut.snapshot().value).toBe('loaded')
          expect(slugs(sut.snapshot().context.members)).toEqual(['anna', 'bo', 'cecilie', 'dan', 'holdkammerat'])
          expect(sut.snapshot().context.error).toBe(false)
          expect(errors).not.toHaveBeenCalled()
        },
        failed: () => {
          expect(sut.snapshot().value).toBe('failed')
          expect(sut.snapshot().context).toMatchObject({ members: BUILT_IN, error: true })
          expect(errors).toHaveBeenCalledExactlyOnceWith('Failed to fetch team members', expect.any(Error))
        },
      },
      events: {
        MEMBERS_ARRIVE: async () => {
          sut.pending.at(-1)!.resolve(FETCHED)
          await flush()
        },
        FETCH_FAILS: async () => {
          const failures = sut.pending.length
          sut.pending.at(-1)!.reject(new Error('HTTP error! status: 503'))
          await flush()
          const wait = RETRY_WAITS[failures - 1]
          if (wait === undefined) return
          // Nothing is asked again before the wait is over, and exactly once when it is.
          sut.clock.increment(wait - 1)
          expect(sut.pending).toHaveLength(failures)
          expect(sut.snapshot().context.members).toEqual(BUILT_IN)
          sut.clock.increment(1)
          expect(sut.pending).toHaveLength(failures + 1)
        },
      },
    })
    errors.mockRestore()
  })

  it('still loading after CONTENT_LIMITS.slowNoticeMs, it flags "slow" once, keeps the built-in members, and the retries go on', async () => {
    const sut = startList()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    sut.clock.increment(CONTENT_LIMITS.slowNoticeMs - 1)
    expect(sut.snapshot().context.slow).toBe(false)
    sut.clock.increment(1)
    expect(sut.snapshot().context.slow).toBe(true)
    expect(sut.snapshot().matches('loading')).toBe(true)
    expect(slugs(sut.snapshot().context.members)).toEqual(slugs(BUILT_IN))
    sut.pending[0]!.reject(new Error('Request timed out'))
    await flush()
    sut.clock.increment(RETRY_WAITS[0]!)
    expect(sut.pending).toHaveLength(2)
    sut.pending[1]!.resolve(FETCHED)
    await flush()
    expect(sut.snapshot().value).toBe('loaded')
    expect(sut.snapshot().context.slow).toBe(true)
    errors.mockRestore()
  })

  it('members that arrive sooner than CONTENT_LIMITS.slowNoticeMs never flag "slow"', async () => {
    const sut = startList()
    sut.clock.increment(CONTENT_LIMITS.slowNoticeMs - 1)
    sut.pending[0]!.resolve(FETCHED)
    await flush()
    sut.clock.increment(60_000)
    expect(sut.snapshot().context.slow).toBe(false)
  })

  it('the paths reach every state and take every transition of the model', () => {
    const { reached, modelEdges, untaken } = modelCoverage(specModel, paths)
    expect(reached).toEqual(Object.keys(specModel.config.states!).sort())
    expect(modelEdges.length).toBeGreaterThan(0)
    expect(untaken).toEqual([])
  })

  it('the paths take every transition the real machine defines (read from the machine, not from this file)', () => {
    const defined = allTransitions(teamListMachine)
    expect(defined.length).toBeGreaterThan(3)
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([])
  })
})

describe('team list machine, details', () => {
  it('its waits are the named delays RETRY_DELAY and SLOW_NOTICE (CONTENT_LIMITS.slowNoticeMs, shorter than the time-out of a request)', () => {
    expect(Object.keys(teamListMachine.implementations.delays)).toEqual(['RETRY_DELAY', 'SLOW_NOTICE'])
    expect(teamListMachine.implementations.delays.SLOW_NOTICE).toBe(CONTENT_LIMITS.slowNoticeMs)
    expect(CONTENT_LIMITS.slowNoticeMs).toBeLessThan(CONTENT_LIMITS.timeoutMs)
  })

  it('adds the fetched people after the built-in ones, keeps the placeholder last and skips slugs it already shows', () => {
    expect(slugs(withFetchedMembers(BUILT_IN, [...FETCHED, person('anna', 'Anna fra CMS')]))).toEqual(['anna', 'bo', 'cecilie', 'dan', 'holdkammerat'])
    expect(withFetchedMembers(BUILT_IN, [])).toEqual(BUILT_IN)
  })

  it('an empty answer is loaded, not failed', async () => {
    const sut = startList()
    sut.pending[0]!.resolve([])
    await flush()
    expect(sut.snapshot().value).toBe('loaded')
    expect(sut.snapshot().context).toMatchObject({ members: BUILT_IN, error: false })
  })
})

describe('team list machine with the real client (msw)', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  it("appends the demo content system's members", async () => {
    const client = createContentClient(CONTENT_CONFIG)
    const actor = createActor(teamListMachine.provide({ actors: { fetchMembers: fromPromise(() => client.getTeamMembers()) } }), {
      input: { builtIn: BUILT_IN },
    }).start()
    expect(actor.getSnapshot().context.members).toEqual(BUILT_IN)
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5_000 })
    expect(slugs(done.context.members)).toEqual(['anna', 'bo', 'sofie-lund', 'mikkel-aagaard', 'ida-broendum', 'holdkammerat'])
  })

  it('with every route missing the client answers an empty list: only the built-in members, no error', async () => {
    server.use(...contentScenarios.nothing())
    const client = createContentClient(CONTENT_CONFIG)
    const actor = createActor(teamListMachine.provide({ actors: { fetchMembers: fromPromise(() => client.getTeamMembers()) } }), {
      input: { builtIn: BUILT_IN },
    }).start()
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5_000 })
    expect(done.context).toMatchObject({ members: BUILT_IN, error: false })
  })
})
