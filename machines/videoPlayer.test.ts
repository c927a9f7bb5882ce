// @vitest-environment node
import { createActor, fromPromise } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { allTransitions, modelCoverage, recordTransitions } from './machineCoverage.ts'
import { VIDEO_SCROLL, videoPlayerMachine } from './videoPlayer.ts'
import { modelPaths, specModel } from './videoPlayer.model.ts'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const COUNT = 6

/** The real machine; the video element, the page's scrolling and the viewport are the test's. */
function startPlayer(taken = new Set<string>()) {
  const viewport = { width: 1280 }
  const plays: { index: number; resolve: () => void; reject: (error: Error) => void }[] = []
  const scrollPlayerIntoView = vi.fn()
  const pauseVideo = vi.fn()
  const actor = createActor(
    videoPlayerMachine.provide({
      actions: { scrollPlayerIntoView: (_, params) => scrollPlayerIntoView(params), pauseVideo },
      guards: { viewportNarrowerThan: (_, { width }) => viewport.width < width },
      actors: {
        playVideo: fromPromise<void, { index: number }>(({ input }) => new Promise((resolve, reject) => plays.push({ index: input.index, resolve, reject }))),
      },
    }),
    { input: { count: COUNT }, inspect: recordTransitions(taken) },
  ).start()
  const snapshot = () => actor.getSnapshot()
  /** What the visitor sees: playing or not, and whether the play overlay shows. */
  const view = () => ({
    playing: snapshot().matches('playing'),
    overlay: snapshot().matches('idle') || snapshot().matches('paused') || snapshot().matches('blocked'),
  })
  return { actor, viewport, plays, scrollPlayerIntoView, pauseVideo, snapshot, view }
}

describe('video player machine, model-based', () => {
  const paths = modelPaths()

  const walk = async (path: (typeof paths)[number], taken?: Set<string>) => {
    const sut = startPlayer(taken)
    /** The index the visitor chose last; the first video is selected from the start. */
    let chosen = 0
    let scrolls = 0
    const choose = (width: number) => {
      sut.viewport.width = width
      chosen = (chosen + 1) % COUNT
      sut.actor.send({ type: 'SELECT', index: chosen })
    }
    await path.test({
      states: {
        idle: () => {
          expect(sut.snapshot().value).toBe('idle')
          expect(sut.snapshot().context.selectedIndex).toBe(0)
          expect(sut.plays).toEqual([])
          expect(sut.view()).toEqual({ playing: false, overlay: true })
        },
        loading: () => {
          expect(sut.snapshot().value).toBe('loading')
          expect(sut.snapshot().context.selectedIndex).toBe(chosen)
          expect(sut.plays.at(-1)?.index).toBe(chosen)
          expect(sut.view()).toEqual({ playing: false, overlay: false })
          expect(sut.scrollPlayerIntoView).toHaveBeenCalledTimes(scrolls)
        },
        playing: () => {
          expect(sut.snapshot().value).toBe('playing')
          expect(sut.snapshot().context.selectedIndex).toBe(chosen)
          expect(sut.view()).toEqual({ playing: true, overlay: false })
        },
        paused: () => {
          expect(sut.snapshot().value).toBe('paused')
          expect(sut.pauseVideo).toHaveBeenCalledOnce()
          expect(sut.view()).toEqual({ playing: false, overlay: true })
        },
        // SPEC.md section 8: a blocked autoplay sets playing to false and shows the overlay, no message.
        blocked: () => {
          expect(sut.snapshot().value).toBe('blocked')
          expect(sut.snapshot().context.selectedIndex).toBe(chosen)
          expect(sut.view()).toEqual({ playing: false, overlay: true })
        },
      },
      events: {
        CHOOSE_ON_PHONE: () => {
          choose(390)
          scrolls += 1
          expect(sut.scrollPlayerIntoView).toHaveBeenLastCalledWith({ offset: 88 })
        },
        CHOOSE_ON_DESKTOP: () => choose(1280),
        PRESS_PLAY: () => sut.actor.send({ type: 'PLAY' }),
        PRESS_PAUSE: () => sut.actor.send({ type: 'PAUSE' }),
        VIDEO_STARTS: async () => {
          sut.plays.at(-1)!.resolve()
          await flush()
        },
        BROWSER_REFUSES: async () => {
          sut.plays.at(-1)!.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'))
          await flush()
        },
      },
    })
  }

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => walk(path))

  it('the paths reach every state of the model and take every transition of it', () => {
    const { reached, modelEdges, untaken } = modelCoverage(specModel, paths)
    expect(modelEdges).toHaveLength(16)
    expect(untaken).toEqual([])
    expect(reached).toEqual(['blocked', 'idle', 'loading', 'paused', 'playing'])
  })

  // Read from the machine itself: a transition added to videoPlayer.ts without a step in the model
  // above (and so without a test) fails here.
  it('the paths take every transition the machine defines', async () => {
    const taken = new Set<string>()
    for (const path of paths) await walk(path, taken)
    const defined = allTransitions(videoPlayerMachine)
    expect(defined.length).toBeGreaterThanOrEqual(8)
    expect(defined.filter((transition) => !taken.has(transition))).toEqual([])
  })
})

describe('video player machine', () => {
  it('starts on the first video and downloads nothing until the visitor asks', () => {
    const sut = startPlayer()
    expect(sut.snapshot().value).toBe('idle')
    expect(sut.snapshot().context.selectedIndex).toBe(0)
    expect(sut.plays).toEqual([])
  })

  it('pressing play first plays the first video', () => {
    const sut = startPlayer()
    sut.actor.send({ type: 'PLAY' })
    expect(sut.plays.map((play) => play.index)).toEqual([0])
    expect(sut.scrollPlayerIntoView).not.toHaveBeenCalled()
  })

  it.each([
    [360, true],
    [390, true],
    [1023, true],
    [1024, false],
    [1280, false],
  ])('at %i px wide, choosing a video scrolls the player into view with an 88 px offset: %s', (width, scrolls) => {
    const sut = startPlayer()
    sut.viewport.width = width
    sut.actor.send({ type: 'SELECT', index: 3 })
    expect(sut.snapshot().context.selectedIndex).toBe(3)
    expect(sut.plays.map((play) => play.index)).toEqual([3])
    if (scrolls) expect(sut.scrollPlayerIntoView).toHaveBeenCalledExactlyOnceWith({ offset: VIDEO_SCROLL.offsetPx })
    else expect(sut.scrollPlayerIntoView).not.toHaveBeenCalled()
    expect(VIDEO_SCROLL).toEqual({ breakpointPx: 1024, offsetPx: 88 })
  })

  it('a blocked autoplay leaves the chosen video selected, not playing, and can be started with play', async () => {
    const sut = startPlayer()
    sut.actor.send({ type: 'SELECT', index: 2 })
    sut.plays[0]!.reject(new DOMException('blocked', 'NotAllowedError'))
    await flush()
    expect(sut.snapshot().value).toBe('blocked')
    expect(sut.snapshot().context.selectedIndex).toBe(2)
    sut.actor.send({ type: 'PLAY' })
    expect(sut.plays.map((play) => play.index)).toEqual([2, 2])
    sut.plays[1]!.resolve()
    await flush()
    expect(sut.snapshot().value).toBe('playing')
  })

  it('choosing another video while one is loading restarts loading, and the first one finishing late changes nothing', async () => {
    const sut = startPlayer()
    sut.actor.send({ type: 'SELECT', index: 1 })
    sut.actor.send({ type: 'SELECT', index: 4 })
    expect(sut.plays.map((play) => play.index)).toEqual([1, 4])
    sut.plays[0]!.reject(new DOMException('The play() request was interrupted by a new load request.', 'AbortError'))
    await flush()
    expect(sut.snapshot().value).toBe('loading')
    sut.plays[1]!.resolve()
    await flush()
    expect(sut.snapshot().value).toBe('playing')
    expect(sut.snapshot().context.selectedIndex).toBe(4)
  })

  it.each([-1, 6, 1.5, Number.NaN])('ignores a choice outside the list (%s)', (index) => {
    const sut = startPlayer()
    sut.actor.send({ type: 'SELECT', index })
    expect(sut.snapshot().value).toBe('idle')
    expect(sut.snapshot().context.selectedIndex).toBe(0)
  })

  it('pausing is only possible while playing', () => {
    const sut = startPlayer()
    sut.actor.send({ type: 'PAUSE' })
    expect(sut.snapshot().value).toBe('idle')
    expect(sut.pauseVideo).not.toHaveBeenCalled()
  })
})
