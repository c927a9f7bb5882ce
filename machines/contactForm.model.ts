import { createMachine } from 'xstate'
import { transitionPaths } from './modelPaths.ts'

// The spec model of contactFormMachine (./contactForm.ts): what its model-based test (./contactForm.test.ts) walks on
// the real machine, and what the studio shows it walks.

/** SPEC.md section 4 "Contact form submission" as a model of what the visitor and the server do. */
export const specModel = createMachine({
  id: 'contactFormSpec',
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT_INVALID: 'invalid', SUBMIT_VALID: 'submitting' } },
    invalid: { on: { SUBMIT_INVALID: 'invalid', SUBMIT_VALID: 'submitting' } },
    submitting: {
      on: {
        CLICK_AGAIN: 'submitting',
        EDIT_WHILE_SENDING: 'submitting',
        SERVER_ACCEPTS: 'submitted',
        SERVER_ANSWERS_WITHOUT_SUCCESS: 'failed',
        SEND_FAILS: 'failed',
        TIME_RUNS_OUT: 'failed',
      },
    },
    failed: { on: { SUBMIT_INVALID: 'invalid', SUBMIT_VALID: 'submitting' } },
    submitted: { on: { RESET: 'editing' } },
  },
})

/** The paths the model-based test walks, each run against the real machine. */
export const modelPaths = () => transitionPaths(specModel)
