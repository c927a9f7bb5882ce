import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CONTENT_LIMITS, retryDelay } from '../team/contentSystem/constants.ts'
import { createContentClient } from '../team/contentSystem/index.ts'
import type { DisplayTeamMember } from '../team/contentSystem/types.ts'
import { CONTENT_CONFIG } from '../mocks/contentSystem.ts'
import { server } from '../mocks/node.ts'
import { allTransitions, modelCoverage, recordTransitions } from './machineCoverage.ts'
import { teamMemberMachine } from './teamMember.ts'
import { modelPaths, specModel } from './teamMember.model.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

const CECILIE: DisplayTeamMember = {
  slug: 'cecilie',
  name: 'Cecilie Holm',
  role: 'SEO-specialist',
  image: null,
  bio: 'Cecilie gør sider til at finde.',
  expertise: ['SEO'],
  isWordPress: true,
  isPlaceholder: false,
}

/** The waits SPEC.md section 9 asks for before retry 1, 2 and 3. */
const RETRY_WAITS = [1_000, 2_000, 4_000]

const taken = new Set<string>()

function startMember(slug = 'cecilie') {
  const clock = new SimulatedClock()
  const asked: string[] = []
  const pending: { resolve: (member: DisplayTeamMember) => void; reject: (error: Error) => void }[] = []
  const actor = createActor(
    teamMemberMachine.provide({
      actors: {
        fetchMember: fromPromise<DisplayTeamMember, { slug: string }>(({ input }) => {
          asked.push(input.slug)
          return new Promise((resolve, reject) => pending.push({ resolve, reject }))
        }),
      },
    }),
    { clock, input: { slug }, inspect: recordTransitions(taken) },
  ).start()
  return { actor, clock, asked, pending, snapshot: () => actor.getSnapshot() }
}

describe('team member machine, model-based', () => {
  const paths = modelPaths()

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const sut = startMember()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const loading = (attempt: number) => () => {
      expect(sut.snapshot().matches('loading')).toBe(true)
      expect(sut.snapshot().context.member).toBeNull()
      expect(sut.asked).toEqual(Array(attempt).fill('cecilie'))
    }
    await path.test({
      states: {
        attempt1: loading(1),
        attempt2: loading(2),
        attempt3: loading(3),
        attempt4: loading(4),
        found: () => {
          expect(sut.snapshot().value).toBe('found')
          expect(sut.snapshot().context.member).toEqual(CECILIE)
          expect(errors).not.toHaveBeenCalled()
        },
        notFound: () => {
          expect(sut.snapshot().value).toBe('notFound')
          expect(sut.snapshot().context.member).toBeNull()
          expect(errors).toHaveBeenCalledExactlyOnceWith('Failed to fetch team member', expect.any(Error))
        },
      },
      events: {
        MEMBER_ARRIVES: async () => {
          sut.pending.at(-1)!.resolve(CECILIE)
          await flush()
        },
        FETCH_FAILS: async () => {
          const failures = sut.pending.length
          sut.pending.at(-1)!.reject(new Error('Team member with slug "cecilie" not found'))
          await flush()
          const wait = RETRY_WAITS[failures - 1]
          if (wait === undefined) return
          sut.clock.increment(wait - 1)
          expect(sut.pending).toHaveLength(failures)
          expect(sut.snapshot().matches('loading')).toBe(true)
          sut.clock.increment(1)
          expect(sut.pending).toHaveLength(failures + 1)
        },
      },
    })
    errors.mockRestore()
  })

  it('still loading after CONTENT_LIMITS.slowNoticeMs, it flags "slow" once, and the request and its retries go on', async () => {
    const sut = startMember()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    sut.clock.increment(CONTENT_LIMITS.slowNoticeMs - 1)
    expect(sut.snapshot().context.slow).toBe(false)
    sut.clock.increment(1)
    expect(sut.snapshot().context.slow).toBe(true)
    expect(sut.snapshot().matches('loading')).toBe(true)
    expect(sut.pending).toHaveLength(1)
    sut.pending[0]!.reject(new Error('Request timed out'))
    await flush()
    sut.clock.increment(RETRY_WAITS[0]!)
    expect(sut.pending).toHaveLength(2)
    expect(sut.snapshot().context.slow).toBe(true)
    sut.pending[1]!.resolve(CECILIE)
    await flush()
    expect(sut.snapshot().value).toBe('found')
    errors.mockRestore()
  })

  it('a member that arrives sooner than CONTENT_LIMITS.slowNoticeMs never flags "slow"', async () => {
    const sut = startMember()
    sut.clock.increment(CONTENT_LIMITS.slowNoticeMs - 1)
    sut.pending[0]!.resolve(CECILIE)
    await flush()
    sut.clock.increment(60_000)
    expect(sut.snapshot().value).toBe('found')
    expect(sut.snapshot().context.slow).toBe(false)
  })

  it('the paths reach every state and take every transition of the model', () => {
    const { reached, modelEdges, untaken } = modelCoverage(specModel, paths)
    expect(reached).toEqual(Object.keys(specModel.config.states!).sort())
    expect(modelEdges.length).toBeGreaterThan(0)
    expect(untaken).toEqual([])
  })

  it('the paths take every transition the real machine defines (read from the machine, not from this file)', () => {
    const defined = allTransitions(teamMemberMachine)
    expect(defined.length).toBeGreaterThan(3)
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([])
  })
})

describe('retry timing (SPEC.md section 9)', () => {
  it('waits 1 s, 2 s, 4 s, ... doubling, never more than 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000])
  })

  it("the member machine's waits are the named delays RETRY_DELAY and SLOW_NOTICE (CONTENT_LIMITS.slowNoticeMs, shorter than the time-out of a request)", () => {
    expect(Object.keys(teamMemberMachine.implementations.delays)).toEqual(['RETRY_DELAY', 'SLOW_NOTICE'])
    expect(teamMemberMachine.implementations.delays.SLOW_NOTICE).toBe(CONTENT_LIMITS.slowNoticeMs)
    expect(CONTENT_LIMITS.slowNoticeMs).toBeLessThan(CONTENT_LIMITS.timeoutMs)
  })
})

describe('team member machine with the real client (msw)', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())

  const start = (slug: string, clock = new SimulatedClock()) => {
    const client = createContentClient(CONTENT_CONFIG)
    const fetchMember = fromPromise<DisplayTeamMember, { slug: string }>(({ input }) => client.getTeamMember(input.slug))
    return createActor(teamMemberMachine.provide({ actors: { fetchMember } }), { clock, input: { slug } }).start()
  }

  it('finds a member that exists only in the content system', async () => {
    const actor = start('mikkel-aagaard')
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5_000 })
    expect(done.value).toBe('found')
    expect(done.context.member).toMatchObject({ slug: 'mikkel-aagaard', name: 'Mikkel Ågård', role: 'Grafisk designer', isWordPress: true })
  })

  it("an unknown slug is not found after three retries, and the client's reason is logged", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const clock = new SimulatedClock()
    const actor = start('findes-ikke', clock)
    for (const wait of RETRY_WAITS) {
      await waitFor(actor, (snapshot) => snapshot.matches({ loading: 'waitingToRetry' }), { timeout: 5_000 })
      clock.increment(wait)
    }
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done', { timeout: 5_000 })
    expect(done.value).toBe('notFound')
    expect(errors).toHaveBeenCalledExactlyOnceWith('Failed to fetch team member', new Error('Team member with slug "findes-ikke" not found'))
    errors.mockRestore()
  })
})
