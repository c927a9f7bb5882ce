import { MediaImage } from '../../components/MediaImage/index.ts'
import { messages } from '../../site/messages.ts'
import { teamMessages } from '../messages.ts'
import classes from './TeamPortrait.module.css'

/** Portraits are square; drawn at this intrinsic size (the demo files are 480 × 480). */
export const PORTRAIT_SIZE = 480

export interface TeamPortraitProps {
  /** A path under the media base URL or an https URL; null when the member has none. */
  image: string | null
  /** The member's name, for the text alternative. */
  name: string
  /** `lazy` below the fold. */
  loading?: 'lazy' | 'eager'
  /** Extra class for size and shape. */
  className?: string
}

/**
 * A member's square portrait with the "Image not available" fallback on error; a member without an
 * image gets the same placeholder.
 */
export function TeamPortrait({ image, name, loading = 'lazy', className }: TeamPortraitProps) {
  const cls = [classes.root, className].filter(Boolean).join(' ')
  if (!image) {
    return (
      <span role="img" aria-label={messages.media.unavailable} className={`${cls} ${classes.empty}`}>
        {messages.media.unavailable}
      </span>
    )
  }
  return (
    <MediaImage
      className={cls}
      src={image}
      alt={teamMessages.portraitAlt(name)}
      width={PORTRAIT_SIZE}
      height={PORTRAIT_SIZE}
      loading={loading}
      decoding="async"
    />
  )
}
