import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadWith } from '../../tests/contentFixture.ts'
import type { VideoShowcaseSection } from './schema.ts'
import { render } from '../../tests/render.tsx'
import VideoShowcase from './VideoShowcase.tsx'

const all = loadWith().collections.videos as unknown as VideoShowcaseSection['videos']
const homeVideos = all.filter((video) => video.client)
const samples = all.filter((video) => !video.client)
const section: VideoShowcaseSection = { id: 'videoer', type: 'videoShowcase', title: 'Videoer', lead: 'Vælg en video.', videos: homeVideos }

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

/** The browser's side of the video element: play() resolves unless the test says the browser refuses. */
let refuse = false
const play = vi.fn(function (this: HTMLMediaElement) {
  if (refuse) return Promise.reject(new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'))
  return Promise.resolve()
})
const pause = vi.fn()
const scrollTo = vi.fn()

beforeEach(() => {
  refuse = false
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause)
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo)
  window.innerWidth = 1280
})
afterEach(() => {
  vi.restoreAllMocks()
  play.mockClear()
  pause.mockClear()
  scrollTo.mockClear()
})

const videoElement = (container: HTMLElement) => container.querySelector('video')!
const listButtons = () => within(screen.getByRole('list', { name: 'Vælg en video' })).getAllByRole('button')

describe('VideoShowcase', () => {
  it('lists the six videos with the first selected, and downloads no video before a choice', () => {
    const { container } = render(<VideoShowcase {...section} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Videoer' })).toBeInTheDocument()
    const buttons = listButtons()
    expect(buttons).toHaveLength(6)
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false', 'false', 'false'])
    expect(buttons[0]).toHaveTextContent('Flyttedag uden stress')
    expect(buttons[0]).toHaveTextContent('CPH Flyt · Facebook og Instagram')
    // No view counts: the site shows none until real figures are configured.
    expect(buttons[0]).not.toHaveTextContent(/visninger/)
    const video = videoElement(container)
    expect(video).not.toHaveAttribute('src')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video).not.toHaveAttribute('controls')
    expect(video).toHaveAttribute('loop')
    expect(video).toHaveAttribute('playsinline')
    expect(video.muted).toBe(true)
    expect(play).not.toHaveBeenCalled()
    // The poster stands in for the video, lazily, and the play overlay shows.
    const poster = container.querySelector('img[src="/media/videos/flyttedag.webp"]')
    expect(poster).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('button', { name: 'Afspil Flyttedag uden stress' })).toBeInTheDocument()
  })

  it('choosing a video selects it and plays it muted and looping; a pause button replaces the overlay', async () => {
    const { container } = render(<VideoShowcase {...section} />)
    await userEvent.click(listButtons()[2]!)
    await flush()
    const video = videoElement(container)
    expect(video).toHaveAttribute('src', '/media/videos/vinduer.mp4')
    expect(video.muted).toBe(true)
    expect(play).toHaveBeenCalledOnce()
    expect(listButtons()[2]).toHaveAttribute('aria-pressed', 'true')
    expect(listButtons()[0]).toHaveAttribute('aria-pressed', 'false')
    expect(video).toHaveAccessibleName('Skinnende vinduer')
    expect(screen.queryByRole('button', { name: /^Afspil/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Sæt Skinnende vinduer på pause' }))
    expect(pause).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Afspil Skinnende vinduer' })).toBeInTheDocument()
  })

  it('is operable with the keyboard', async () => {
    const { container } = render(<VideoShowcase {...section} />)
    listButtons()[4]!.focus()
    await userEvent.keyboard('{Enter}')
    await flush()
    expect(videoElement(container)).toHaveAttribute('src', '/media/videos/leads.mp4')
    expect(listButtons()[4]).toHaveAttribute('aria-pressed', 'true')
  })

  it('a blocked autoplay shows the play overlay and no message', async () => {
    refuse = true
    const { container } = render(<VideoShowcase {...section} />)
    await userEvent.click(listButtons()[1]!)
    await flush()
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'blocked')
    expect(screen.getByRole('button', { name: 'Afspil Hundeliv i byen' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    // Pressing play (a gesture the browser accepts) starts it.
    refuse = false
    await userEvent.click(screen.getByRole('button', { name: 'Afspil Hundeliv i byen' }))
    await flush()
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'playing')
  })

  it('disables the context menu on the video', () => {
    const { container } = render(<VideoShowcase {...section} />)
    expect(fireEvent.contextMenu(videoElement(container))).toBe(false)
  })

  it('under 1,024 px scrolls the player into view, 88 px below the top, smoothly', async () => {
    window.innerWidth = 390
    const { container } = render(<VideoShowcase {...section} />)
    const player = container.querySelector<HTMLElement>('[data-state]')!
    vi.spyOn(player, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect)
    Object.defineProperty(window, 'scrollY', { value: 1_200, configurable: true })
    await userEvent.click(listButtons()[5]!)
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1_200 + 700 - 88, behavior: 'smooth' })
  })

  it('at 1,024 px and wider does not scroll', async () => {
    window.innerWidth = 1024
    render(<VideoShowcase {...section} />)
    await userEvent.click(listButtons()[5]!)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('shows the service page samples with title and duration only', () => {
    render(<VideoShowcase {...section} id="eksempler" videos={samples} />)
    const buttons = listButtons()
    expect(buttons).toHaveLength(6)
    expect(buttons[0]).toHaveTextContent(/^Produktvideo til webshopVarighed: 0:28$/)
    expect(samples.map((video) => video.duration).sort()).toEqual(['0:28', '0:30', '0:31', '0:33', '0:34', '0:38'])
  })
})
