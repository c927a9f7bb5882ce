import { useEffect, useRef } from 'react'
import { useHydrated } from '../../components/hooks/useHydrated.ts'
import { useReducedMotion } from '../../components/hooks/useReducedMotion.ts'
import { watchViewport } from '../../components/hooks/viewport.ts'
import { SectionHeading } from '../../components/SectionHeading/index.ts'
import type { CaseVideoSection } from './schema.ts'
import { mediaUrl } from '../../site/index.ts'
import classes from './CaseVideo.module.css'

/**
 * Plays a muted video while at least half of it is in view and pauses it when it leaves. A blocked
 * play is ignored: the poster and controls stay. Returns the clean-up.
 */
export function playWhileInView(video: HTMLVideoElement): () => void {
  return watchViewport(
    video,
    (inView) => {
      if (inView) {
        video.muted = true
        video.play().catch(() => {})
      } else if (!video.paused) video.pause()
    },
    { threshold: 0.5 },
  )
}

/**
 * A short silent clip from a case: poster first, then muted and looping while in view.
 *
 * The player's controls come with the section's code (it hydrates near the viewport): Chromium
 * builds and styles their shadow tree as soon as the page is parsed, which cost 25-40 ms before the
 * first paint of a phone at 4x CPU, for a video two screens down. Without JavaScript the browser
 * shows its controls anyway, as HTML asks of a media element when scripting is disabled.
 */
export default function CaseVideo({ title, lead, video, poster, width, height, description }: CaseVideoSection) {
  const ref = useRef<HTMLVideoElement>(null)
  const hydrated = useHydrated()
  // Never on its own under prefers-reduced-motion: the visitor can still start it with the controls.
  const reducedMotion = useReducedMotion()
  useEffect(() => (ref.current && !reducedMotion ? playWhileInView(ref.current) : undefined), [reducedMotion])
  const portrait = height > width
  return (
    <div className={classes.root} data-portrait={portrait || undefined}>
      <div className={classes.text}>
        <SectionHeading title={title} lead={lead} />
      </div>
      <video
        ref={ref}
        className={classes.video}
        src={mediaUrl(video)}
        poster={mediaUrl(poster)}
        width={width}
        height={height}
        muted
        loop
        playsInline
        controls={hydrated}
        preload="none"
        aria-label={description ?? title}
        data-testid="case-video"
      />
    </div>
  )
}
