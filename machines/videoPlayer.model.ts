import { createMachine } from 'xstate'
import { transitionPaths } from './modelPaths.ts'

// The spec model of videoPlayerMachine (./videoPlayer.ts): what its model-based test (./videoPlayer.test.ts) walks on
// the real machine, and what the studio shows it walks.

/**
 * What SPEC.md (sections 2, 4 and 8) says the player does, as a model of what the visitor and the
 * browser do. Choosing happens on a phone (under 1,024 px: the page scrolls to the player) or on a
 * desktop (no scrolling); the browser either starts the video or refuses to.
 */
const choosing = { CHOOSE_ON_PHONE: 'loading', CHOOSE_ON_DESKTOP: 'loading' } as const
export const specModel = createMachine({
  id: 'videoPlayerSpec',
  initial: 'idle',
  states: {
    idle: { on: { ...choosing, PRESS_PLAY: 'loading' } },
    loading: { on: { ...choosing, VIDEO_STARTS: 'playing', BROWSER_REFUSES: 'blocked' } },
    playing: { on: { ...choosing, PRESS_PAUSE: 'paused' } },
    paused: { on: { ...choosing, PRESS_PLAY: 'loading' } },
    blocked: { on: { ...choosing, PRESS_PLAY: 'loading' } },
  },
})

/** The paths the model-based test walks, each run against the real machine. */
export const modelPaths = () => transitionPaths(specModel)
