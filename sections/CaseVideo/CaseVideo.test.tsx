import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '../../tests/render.tsx'
import CaseVideo from './CaseVideo.tsx'

type Callback = (entries: { isIntersecting: boolean }[]) => void
let observed: Callback | undefined

function stubBrowser({ reducedMotion }: { reducedMotion: boolean }) {
  observed = undefined
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observed = callback
      }
      observe() {}
      disconnect() {}
    },
  )
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reducedMotion && query.includes('reduce'), media: query }) as MediaQueryList)
}

const props = {
  id: 'video',
  type: 'caseVideo',
  title: 'Fra flyttedagen',
  video: 'cases/cph-flyt.mp4',
  poster: 'cases/cph-flyt-poster.webp',
  width: 360,
  height: 640,
} as const

function renderVideo() {
  const { container } = render(<CaseVideo {...props} />)
  const video = container.querySelector('video')!
  const play = vi.spyOn(video, 'play').mockResolvedValue()
  const pause = vi.spyOn(video, 'pause').mockImplementation(() => {})
  return { video, play, pause }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('CaseVideo', () => {
  it('is prerendered without the controls attribute (building the controls costs the first paint; without JavaScript the browser shows its own)', () => {
    const html = renderToString(<CaseVideo {...props} />)
    expect(html).toMatch(/<video [^>]*poster=/)
    expect(html).not.toMatch(/<video[^>]*controls/)
  })

  it('has its controls once it runs in the browser', () => {
    stubBrowser({ reducedMotion: true })
    const { video } = renderVideo()
    expect(video.controls).toBe(true)
  })

  it('shows the poster first and downloads nothing before it plays', () => {
    stubBrowser({ reducedMotion: false })
    const { video } = renderVideo()
    expect(video).toHaveAttribute('preload', 'none')
    expect(video.getAttribute('poster')).toMatch(/cph-flyt-poster\.webp$/)
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
  })

  it('plays muted while in view and pauses when it leaves', () => {
    stubBrowser({ reducedMotion: false })
    const { video, play, pause } = renderVideo()
    // The observer is created in an effect, with the real element; our spies sit on that element.
    Object.defineProperty(video, 'paused', { configurable: true, get: () => play.mock.calls.length === 0 })
    observed!([{ isIntersecting: true }])
    expect(play).toHaveBeenCalledOnce()
    expect(video.muted).toBe(true)
    observed!([{ isIntersecting: false }])
    expect(pause).toHaveBeenCalledOnce()
  })

  it('never starts by itself under prefers-reduced-motion', () => {
    stubBrowser({ reducedMotion: true })
    const { play } = renderVideo()
    expect(observed).toBeUndefined()
    expect(play).not.toHaveBeenCalled()
  })
})
