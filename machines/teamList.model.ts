import { createMachine } from 'xstate'
import { simplePaths } from './modelPaths.ts'

// The spec model of teamListMachine (./teamList.ts): what its model-based test (./teamList.test.ts) walks on
// the real machine, and what the studio shows it walks.

/**
 * SPEC.md section 4 "Team list" as a model of what the content system does: each attempt
 * either brings the members or fails; three failures are retried, the fourth is final.
 */
export const specModel = createMachine({
  id: 'teamListSpec',
  initial: 'attempt1',
  states: {
    attempt1: { on: { MEMBERS_ARRIVE: 'loaded', FETCH_FAILS: 'attempt2' } },
    attempt2: { on: { MEMBERS_ARRIVE: 'loaded', FETCH_FAILS: 'attempt3' } },
    attempt3: { on: { MEMBERS_ARRIVE: 'loaded', FETCH_FAILS: 'attempt4' } },
    attempt4: { on: { MEMBERS_ARRIVE: 'loaded', FETCH_FAILS: 'failed' } },
    loaded: {},
    failed: {},
  },
})

/** The paths the model-based test walks, each run against the real machine. */
export const modelPaths = () => simplePaths(specModel)
