import { createMachine } from 'xstate'
import { simplePaths } from './modelPaths.ts'

// The spec model of bookingCalendarMachine (./bookingCalendar.ts): what its model-based test (./bookingCalendar.test.ts) walks on
// the real machine, and what the studio shows it walks.

/**
 * What SPEC.md section 4 says the calendar does, as a model: the events are what the world does
 * (time passes, the script appears, the widget answers); the paths through it are run against
 * the real machine in bookingCalendar.test.ts.
 */
export const specModel = createMachine({
  id: 'bookingSpec',
  initial: 'loading',
  states: {
    loading: {
      on: {
        SCRIPT_APPEARS: 'initialising',
        POLLS_RUN_OUT: 'error',
        OVERALL_TIME_PASSES: 'error',
      },
    },
    initialising: {
      on: {
        WIDGET_READY: 'ready',
        WIDGET_THROWS: 'error',
        OVERALL_TIME_PASSES: 'error',
      },
    },
    ready: { on: { OVERALL_TIME_PASSES: 'ready' } },
    error: {},
  },
})

/** The paths the model-based test walks, each run against the real machine. */
export const modelPaths = () => simplePaths(specModel)
