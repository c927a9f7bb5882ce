import { createActor, createMachine } from 'xstate'
import { createTestModel } from 'xstate/graph'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EVERYTHING_ALLOWED,
  NOTHING_ALLOWED,
  OPTIONAL_PURPOSES,
  type ConsentChoices,
  type ConsentTerms,
  type StoredConsent,
} from '../schemas/collections/cookiePurpose.ts'
import { allTransitions, modelCoverage, recordTransitions } from '../machines/machineCoverage.ts'
import { consentMachine, type ConsentContext } from './consentMachine.ts'

const VERSION = '2026-11-23'
/** Every optional purpose offered (a statistics tag configured). */
const TERMS: ConsentTerms = { policyVersion: VERSION, purposes: OPTIONAL_PURPOSES }
/** What the machine's context holds of the terms. */
const IN_CONTEXT = { policyVersion: VERSION, offered: OPTIONAL_PURPOSES }
const START = new Date('2026-11-23T12:00:00.000Z')

/** What a visitor switches on in the dialog before "Gem mine valg". */
const SAVED: ConsentChoices = { preferences: false, statistics: true, marketing: false }

/**
 * What issue 12 says the visitor can do, as a model. Undecided, the banner asks: "Accepter alle",
 * "Afvis alle", "Tilpas" (the dialog), or an embed's placeholder allows the one purpose it needs.
 * In the dialog: accept all, reject all, save the switches, or close it. Once decided, the footer
 * (or the cookie policy) reopens the dialog, where the visitor changes or withdraws ("Afvis alle")
 * the choice, and a placeholder still allows its purpose.
 */
const inDialog = { ACCEPT_ALL: 'decided', REJECT_ALL: 'decided', SAVE_CHOICES: 'decided' } as const
const specModel = createMachine({
  id: 'consentSpec',
  initial: 'asking',
  states: {
    asking: { on: { ACCEPT_ALL: 'decided', REJECT_ALL: 'decided', ALLOW_FROM_PLACEHOLDER: 'decided', OPEN_SETTINGS: 'customising' } },
    customising: { on: { ...inDialog, CLOSE_SETTINGS: 'asking' } },
    decided: { on: { ALLOW_FROM_PLACEHOLDER: 'decided', OPEN_SETTINGS: 'changing' } },
    changing: { on: { ...inDialog, CLOSE_SETTINGS: 'decided' } },
  },
})

/** The real machine, started for a visitor with this decision in their cookie (null: a first visit); `persist` is the test's. */
function startConsent(stored: StoredConsent | null = null, taken = new Set<string>(), terms = TERMS) {
  const persisted: ConsentContext[] = []
  const persist = vi.fn(({ context }: { context: ConsentContext }) => void persisted.push(structuredClone(context)))
  const actor = createActor(consentMachine.provide({ actions: { persist } }), {
    input: { stored, terms },
    inspect: recordTransitions(taken),
  }).start()
  const snapshot = () => actor.getSnapshot()
  return { actor, persist, persisted, snapshot }
}

/** Each decision is made a minute after the one before, so its date shows which one it was. */
const later = () => vi.setSystemTime(Date.now() + 60_000)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(START)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('consent machine, model-based', () => {
  const model = createTestModel(specModel)
  // One path per transition of the model: the shortest way to its source state, then its event.
  const paths = model
    .getShortestPaths()
    .flatMap((toState) =>
      Object.keys((specModel.config.states![String(toState.state.value)] as { on?: object }).on ?? {}).flatMap((event) =>
        model.getPathsFromEvents([...toState.steps.slice(1).map((step) => step.event), { type: event }] as never),
      ),
    )

  const walk = async (path: (typeof paths)[number], taken?: Set<string>) => {
    const sut = startConsent(null, taken)
    /** What the visitor has allowed so far, and when they last decided. */
    let choices = NOTHING_ALLOWED
    let decidedAt: string | null = null
    let decisions = 0
    const decide = (event: Parameters<typeof sut.actor.send>[0], next: ConsentChoices) => {
      later()
      sut.actor.send(event)
      choices = next
      decidedAt = new Date().toISOString()
      decisions += 1
      // Every decision is stored at once, with what it decided.
      expect(sut.persist).toHaveBeenCalledTimes(decisions)
      expect(sut.persisted.at(-1)).toEqual({ choices, decidedAt, ...IN_CONTEXT })
    }
    const undecided = (value: object) => {
      expect(sut.snapshot().value).toEqual(value)
      expect(sut.snapshot().context).toEqual({ choices: NOTHING_ALLOWED, decidedAt: null, ...IN_CONTEXT })
      expect(sut.persist).not.toHaveBeenCalled()
    }
    const decided = (value: object) => {
      expect(sut.snapshot().value).toEqual(value)
      expect(sut.snapshot().context).toEqual({ choices, decidedAt, ...IN_CONTEXT })
      expect(sut.persist).toHaveBeenCalledTimes(decisions)
    }
    await path.test({
      states: {
        asking: () => undecided({ unknown: 'asking' }),
        customising: () => undecided({ unknown: 'customising' }),
        decided: () => decided({ decided: 'idle' }),
        changing: () => decided({ decided: 'changing' }),
      },
      events: {
        ACCEPT_ALL: () => decide({ type: 'ACCEPT_ALL' }, EVERYTHING_ALLOWED),
        REJECT_ALL: () => decide({ type: 'REJECT_ALL' }, NOTHING_ALLOWED),
        SAVE_CHOICES: () => decide({ type: 'SAVE', choices: SAVED }, SAVED),
        ALLOW_FROM_PLACEHOLDER: () => decide({ type: 'ALLOW', purpose: 'marketing' }, { ...choices, marketing: true }),
        OPEN_SETTINGS: () => sut.actor.send({ type: 'OPEN_SETTINGS' }),
        CLOSE_SETTINGS: () => sut.actor.send({ type: 'CLOSE_SETTINGS' }),
      },
    })
  }

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => walk(path))

  it('the paths reach every state of the model and take every transition of it', () => {
    const { reached, modelEdges, untaken } = modelCoverage(specModel, paths)
    expect(modelEdges).toHaveLength(14)
    expect(untaken).toEqual([])
    expect(reached).toEqual(['asking', 'changing', 'customising', 'decided'])
  })

  // Read from the machine itself: a transition added to consent.ts without a step in the model
  // above (and so without a test) fails here. A returning visitor (below) takes the one from the
  // start straight to `decided`.
  it('the paths, and a returning visitor, take every transition the machine defines', async () => {
    const taken = new Set<string>()
    for (const path of paths) await walk(path, taken)
    startConsent({ choices: SAVED, decidedAt: START.toISOString(), policyVersion: VERSION }, taken)
    const defined = allTransitions(consentMachine)
    expect(defined.length).toBeGreaterThanOrEqual(14)
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([])
  })
})

describe('consent machine', () => {
  it('asks a first-time visitor, with nothing allowed and nothing stored', () => {
    const sut = startConsent()
    expect(sut.snapshot().value).toEqual({ unknown: 'asking' })
    expect(sut.snapshot().context).toEqual({ choices: NOTHING_ALLOWED, decidedAt: null, ...IN_CONTEXT })
    expect(sut.persist).not.toHaveBeenCalled()
  })

  it('starts decided for a returning visitor, with their stored choices, without storing them again', () => {
    const stored = { choices: SAVED, decidedAt: '2026-06-01T08:30:00.000Z', policyVersion: VERSION }
    const sut = startConsent(stored)
    expect(sut.snapshot().value).toEqual({ decided: 'idle' })
    expect(sut.snapshot().context).toEqual({ ...stored, offered: OPTIONAL_PURPOSES })
    expect(sut.persist).not.toHaveBeenCalled()
  })

  it('allowing one purpose from a placeholder keeps the other choices', () => {
    const sut = startConsent({
      choices: { preferences: false, statistics: true, marketing: false },
      decidedAt: '2026-06-01T08:30:00.000Z',
      policyVersion: VERSION,
    })
    later()
    sut.actor.send({ type: 'ALLOW', purpose: 'preferences' })
    const expected = { choices: { preferences: true, statistics: true, marketing: false }, decidedAt: new Date().toISOString(), ...IN_CONTEXT }
    expect(sut.snapshot().value).toEqual({ decided: 'idle' })
    expect(sut.snapshot().context).toEqual(expected)
    expect(sut.persisted).toEqual([expected])
  })

  it('"Afvis alle" after "Accepter alle" withdraws everything and stores the withdrawal', () => {
    const sut = startConsent()
    sut.actor.send({ type: 'ACCEPT_ALL' })
    const accepted = new Date().toISOString()
    later()
    sut.actor.send({ type: 'OPEN_SETTINGS' })
    expect(sut.snapshot().value).toEqual({ decided: 'changing' })
    sut.actor.send({ type: 'REJECT_ALL' })
    const withdrawn = new Date().toISOString()
    expect(sut.snapshot().value).toEqual({ decided: 'idle' })
    expect(sut.snapshot().context.choices).toEqual(NOTHING_ALLOWED)
    expect(sut.persisted).toEqual([
      { choices: EVERYTHING_ALLOWED, decidedAt: accepted, ...IN_CONTEXT },
      { choices: NOTHING_ALLOWED, decidedAt: withdrawn, ...IN_CONTEXT },
    ])
  })

  it('saves a copy of the choices, so changing the sent object later changes nothing', () => {
    const sut = startConsent()
    const choices = { ...SAVED }
    sut.actor.send({ type: 'SAVE', choices })
    choices.marketing = true
    expect(sut.snapshot().context.choices).toEqual(SAVED)
  })

  it('closing the dialog without deciding stores nothing', () => {
    const sut = startConsent()
    sut.actor.send({ type: 'OPEN_SETTINGS' })
    sut.actor.send({ type: 'CLOSE_SETTINGS' })
    expect(sut.snapshot().value).toEqual({ unknown: 'asking' })
    expect(sut.persist).not.toHaveBeenCalled()
  })
})

describe('consent machine, "Statistik" not offered', () => {
  const WITHOUT_STATISTICS: ConsentTerms = { policyVersion: VERSION, purposes: ['preferences', 'marketing'] }

  it('"Accepter alle" allows every purpose offered, and only those', () => {
    const sut = startConsent(null, undefined, WITHOUT_STATISTICS)
    sut.actor.send({ type: 'ACCEPT_ALL' })
    expect(sut.persisted.map((context) => context.choices)).toEqual([{ preferences: true, statistics: false, marketing: true }])
  })

  it('saving, or allowing from a placeholder, never allows a purpose not offered', () => {
    const sut = startConsent(null, undefined, WITHOUT_STATISTICS)
    sut.actor.send({ type: 'SAVE', choices: EVERYTHING_ALLOWED })
    sut.actor.send({ type: 'REJECT_ALL' })
    sut.actor.send({ type: 'ALLOW', purpose: 'statistics' })
    expect(sut.persisted.map((context) => context.choices)).toEqual([
      { preferences: true, statistics: false, marketing: true },
      NOTHING_ALLOWED,
      NOTHING_ALLOWED,
    ])
  })

  it('starts from a stored decision without a purpose not offered', () => {
    const sut = startConsent({ choices: EVERYTHING_ALLOWED, decidedAt: START.toISOString(), policyVersion: VERSION }, undefined, WITHOUT_STATISTICS)
    expect(sut.snapshot().context.choices).toEqual({ preferences: true, statistics: false, marketing: true })
  })
})
