import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react'
import { messages } from '../../site/messages.ts'
import { mediaUrl } from '../../site/index.ts'
import classes from './MediaImage.module.css'

export interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> {
  /** Path under the configured media base URL. */
  src: string
  /** Text alternative; empty for decorative images. */
  alt: string
  /** Intrinsic width, so the layout never shifts. */
  width: number
  /** Intrinsic height. */
  height: number
  /** Shown once instead, if the image fails to load; without it an "Image not available" placeholder is shown. */
  fallbackSrc?: string
}

/**
 * An image from the media store. On its first load error it switches once to the fallback
 * image, or to an inline placeholder of the same size, and logs the failure.
 */
export function MediaImage({ src, alt, width, height, fallbackSrc, className, ...rest }: MediaImageProps) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  const url = failed && fallbackSrc ? fallbackSrc : mediaUrl(src)

  const onError = () => {
    if (failed) return
    console.warn(`Image failed to load: ${mediaUrl(src)}`)
    setFailed(true)
  }
  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = ref.current
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) onError()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first render can miss the event
  }, [])

  if (failed && !fallbackSrc) {
    return (
      <span
        role="img"
        aria-label={alt || messages.media.unavailable}
        className={[classes.placeholder, className].filter(Boolean).join(' ')}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        {messages.media.unavailable}
      </span>
    )
  }
  return <img ref={ref} {...rest} className={className} src={url} alt={alt} width={width} height={height} data-fallback-src={fallbackSrc} onError={onError} />
}
