import { useActorRef, useSelector } from '@xstate/react'
import { useRef, useState, type MouseEvent } from 'react'
import { fromPromise } from 'xstate'
import { MediaImage } from '../../components/MediaImage/index.ts'
import { needsScript } from '../../components/NoScript/index.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import { useHydrated } from '../../components/hooks/useHydrated.ts'
import { useReducedMotion } from '../../components/hooks/useReducedMotion.ts'
import { videoPlayerMachine } from '../../machines/videoPlayer.ts'
import { videoShowcaseMessages } from './messages.ts'
import type { VideoShowcaseSection } from './schema.ts'
import { mediaUrl } from '../../site/index.ts'
import classes from './VideoShowcase.module.css'

/** The clips are 9:16; these are the poster's and the video's intrinsic size. */
const FRAME = { width: 360, height: 640 } as const

const preventDefault = (event: MouseEvent) => event.preventDefault()

/**
 * A vertical (9:16) player and the list of videos beside it (below it on narrow screens). Nothing
 * is downloaded until the visitor chooses a video or presses play: the player shows the selected
 * video's poster (lazy), the video element has no source and `preload="none"`. Choosing a video
 * plays it muted and looping, without controls or a context menu; a play overlay shows whenever it
 * is not playing (also when the browser refuses to start it, which is otherwise silently ignored),
 * and a pause button while it plays. Under 1,024 px choosing scrolls the player into view, 88 px
 * below the top. The behaviour is the `videoPlayer` machine.
 */
export default function VideoShowcase({ id, title, lead, videos }: VideoShowcaseSection) {
  const t = videoShowcaseMessages
  const hydrated = useHydrated()
  const reducedMotion = useReducedMotion()
  const playerRef = useRef<HTMLDivElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  /** The list index of the video whose first frame the video element has (the poster covers it until then). */
  const [loadedIndex, setLoadedIndex] = useState<number | null>(null)

  // The machine's implementations read the refs only when they run (after the DOM is there), never during render.
  /* eslint-disable react-hooks/refs */
  const actor = useActorRef(
    videoPlayerMachine.provide({
      actions: {
        scrollPlayerIntoView: (_, { offset }) => {
          const player = playerRef.current
          if (!player) return
          const top = player.getBoundingClientRect().top + window.scrollY - offset
          window.scrollTo({ top, behavior: reducedMotion ? 'auto' : 'smooth' })
        },
        pauseVideo: () => videoRef.current?.pause(),
      },
      guards: { viewportNarrowerThan: (_, { width }) => window.innerWidth < width },
      actors: {
        playVideo: fromPromise<void, { index: number }>(async ({ input }) => {
          const video = videoRef.current
          const chosen = videos[input.index]
          if (!video || !chosen) throw new Error('The video player is not on the page')
          const src = mediaUrl(chosen.video)
          if (video.getAttribute('src') !== src) {
            video.dataset.index = String(input.index)
            video.src = src
          }
          video.muted = true
          await video.play()
        }),
      },
    }),
    { input: { count: videos.length } },
  )
  /* eslint-enable react-hooks/refs */
  const state = useSelector(actor, (snapshot) => snapshot.value)
  const selectedIndex = useSelector(actor, (snapshot) => snapshot.context.selectedIndex)
  const selected = videos[selectedIndex] ?? videos[0]!
  const playing = state === 'playing'
  const showOverlay = state === 'idle' || state === 'paused' || state === 'blocked'

  return (
    <div className={classes.root} data-ready={hydrated || undefined}>
      <SectionHeading title={title} lead={lead} />
      <div className={classes.layout}>
        <div
          ref={playerRef}
          id={`${id}-player`}
          className={classes.player}
          role="region"
          aria-label={t.player}
          aria-busy={state === 'loading'}
          data-state={state}
        >
          <video
            ref={videoRef}
            className={classes.video}
            width={FRAME.width}
            height={FRAME.height}
            aria-label={selected.title}
            muted
            loop
            playsInline
            preload="none"
            onContextMenu={preventDefault}
            onClick={() => playing && actor.send({ type: 'PAUSE' })}
            onPause={() => actor.send({ type: 'PAUSE' })}
            onLoadedData={(event) => setLoadedIndex(Number(event.currentTarget.dataset.index))}
          />
          {loadedIndex !== selectedIndex && (
            <MediaImage
              key={selected.poster}
              className={classes.poster}
              src={selected.poster}
              alt=""
              width={FRAME.width}
              height={FRAME.height}
              loading="lazy"
              decoding="async"
            />
          )}
          {showOverlay && (
            <button type="button" className={classes.overlay} aria-label={t.play(selected.title)} onClick={() => actor.send({ type: 'PLAY' })} {...needsScript}>
              <span className={classes.playIcon} aria-hidden="true">
                <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                  <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" fill="currentColor" />
                </svg>
              </span>
            </button>
          )}
          {playing && (
            <button type="button" className={classes.pause} aria-label={t.pause(selected.title)} onClick={() => actor.send({ type: 'PAUSE' })}>
              <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
                <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
              </svg>
            </button>
          )}
          {state === 'loading' && <span className={classes.spinner} aria-hidden="true" />}
        </div>

        <div className={classes.side}>
          <ol className={classes.list} aria-label={t.list} {...needsScript}>
            {videos.map((video, index) => (
              <li key={video.id}>
                <button
                  type="button"
                  className={classes.item}
                  aria-pressed={index === selectedIndex}
                  aria-controls={`${id}-player`}
                  onClick={() => actor.send({ type: 'SELECT', index })}
                >
                  <MediaImage className={classes.thumb} src={video.poster} alt="" width={FRAME.width} height={FRAME.height} loading="lazy" decoding="async" />
                  <span className={classes.text}>
                    <span className={classes.title}>{video.title}</span>
                    {(video.client || video.platform) && (
                      <span className={classes.meta}>{[video.client?.name, video.platform].filter(Boolean).join(' · ')}</span>
                    )}
                    {video.description && <span className={classes.description}>{video.description}</span>}
                    <span className={classes.facts}>
                      <span>
                        <span className="sr-only">{t.duration}: </span>
                        {video.duration}
                      </span>
                      {video.views && (
                        <span>
                          {video.views} {t.views}
                        </span>
                      )}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <noscript>
            <p className={classes.noScript}>{t.noScript}</p>
            <ul className={classes.noScriptList}>
              {videos.map((video) => (
                <li key={video.id}>
                  <a href={mediaUrl(video.video)}>{video.title}</a> ({video.duration})
                </li>
              ))}
            </ul>
          </noscript>
        </div>
      </div>
    </div>
  )
}
