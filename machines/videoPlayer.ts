import { and, assign, fromPromise, setup } from 'xstate'

/** SPEC.md section 9: under 1,024 px wide, choosing a video scrolls the player into view, 88 px below the top. */
export const VIDEO_SCROLL = { breakpointPx: 1024, offsetPx: 88 } as const

/** What choosing a video does: the list entry chosen. */
export type VideoPlayerEvent =
  /** The visitor chose the video at `index` in the list. */
  | { type: 'SELECT'; index: number }
  /** The visitor pressed the play overlay (the selected video plays). */
  | { type: 'PLAY' }
  /** The visitor paused the video, or the browser did. */
  | { type: 'PAUSE' }

export interface VideoPlayerContext {
  /** The video shown in the player, an index into the list; starts at 0. */
  selectedIndex: number
  /** How many videos the list has. */
  count: number
}

/**
 * The vertical video player (SPEC.md sections 2, 4 and 8): `idle` shows the first video's poster
 * and the play overlay, and nothing is downloaded yet; choosing a video (or pressing play) goes to
 * `loading`, which loads it and starts it muted and looping; `playing` once it runs, `paused` when
 * the visitor pauses it, `blocked` when the browser refuses to start it (playing is false, the play
 * overlay shows, no message). Choosing from the list under 1,024 px also scrolls the player into
 * view with an 88 px offset. The effects (playing the video, scrolling, reading the viewport width)
 * are provided by the component and swapped in tests with `machine.provide`.
 */
export const videoPlayerMachine = setup({
  types: {
    context: {} as VideoPlayerContext,
    input: {} as { count: number },
    events: {} as VideoPlayerEvent,
  },
  actions: {
    /** Makes the chosen video the selected one. */
    selectVideo: assign({ selectedIndex: ({ context, event }) => (event.type === 'SELECT' ? event.index : context.selectedIndex) }),
    /** Scrolls the page smoothly so the player's top sits `offset` px below the top of the viewport. */
    scrollPlayerIntoView: (_, _params: { offset: number }) => {},
    /** Pauses the video element (the visitor asked for it). */
    pauseVideo: () => {},
  },
  guards: {
    /** The index is one of the list's. */
    inList: ({ context, event }) => event.type === 'SELECT' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
    /** Whether the viewport is narrower than `width` px; reads the real viewport. */
    viewportNarrowerThan: (_, _params: { width: number }) => false,
  },
  actors: {
    /** Loads the video at `index` into the player (if it is not there yet) and starts it; rejects when the browser refuses. */
    playVideo: fromPromise<void, { index: number }>(async () => {}),
  },
}).createMachine({
  id: 'videoPlayer',
  context: ({ input }) => ({ selectedIndex: 0, count: input.count }),
  initial: 'idle',
  on: {
    // Choosing a video works in every state, and restarts loading if another was still loading.
    SELECT: [
      {
        guard: and(['inList', { type: 'viewportNarrowerThan', params: { width: VIDEO_SCROLL.breakpointPx } }]),
        target: '.loading',
        reenter: true,
        actions: ['selectVideo', { type: 'scrollPlayerIntoView', params: { offset: VIDEO_SCROLL.offsetPx } }],
      },
      { guard: 'inList', target: '.loading', reenter: true, actions: 'selectVideo' },
    ],
  },
  states: {
    idle: {
      on: { PLAY: { target: 'loading' } },
    },
    loading: {
      invoke: {
        id: 'playVideo',
        src: 'playVideo',
        input: ({ context }) => ({ index: context.selectedIndex }),
        onDone: { target: 'playing' },
        // A refused autoplay (or a video that cannot start) is silently ignored: the overlay shows.
        onError: { target: 'blocked' },
      },
    },
    playing: {
      on: { PAUSE: { target: 'paused', actions: 'pauseVideo' } },
    },
    paused: {
      on: { PLAY: { target: 'loading' } },
    },
    blocked: {
      on: { PLAY: { target: 'loading' } },
    },
  },
})
