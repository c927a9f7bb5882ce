import { createMachine } from 'xstate'
import { simplePaths } from './modelPaths.ts'

// The spec model of teamMemberMachine (./teamMember.ts): what its model-based test (./teamMember.test.ts) walks on
// the real machine, and what the studio shows it walks.

/** SPEC.md section 4 "Team member detail": loading, then found, or not found after the retries. */
export const specModel = createMachine({
  id: 'teamMemberSpec',
  initial: 'attempt1',
  states: {
    attempt1: { on: { MEMBER_ARRIVES: 'found', FETCH_FAILS: 'attempt2' } },
    attempt2: { on: { MEMBER_ARRIVES: 'found', FETCH_FAILS: 'attempt3' } },
    attempt3: { on: { MEMBER_ARRIVES: 'found', FETCH_FAILS: 'attempt4' } },
    attempt4: { on: { MEMBER_ARRIVES: 'found', FETCH_FAILS: 'notFound' } },
    found: {},
    notFound: {},
  },
})

/** The paths the model-based test walks, each run against the real machine. */
export const modelPaths = () => simplePaths(specModel)
