import { messages } from '../../site/messages.ts'
import classes from './MediaImage.module.css'

const DORMANT = 'data-dormant'

/** The same result MediaImage renders on failure: the fallback image once, else an "Image not available" placeholder. */
function fallBack(image: HTMLImageElement) {
  console.warn(`Image failed to load: ${image.currentSrc || image.src}`)
  const fallbackSrc = image.dataset.fallbackSrc
  if (fallbackSrc && image.getAttribute('src') !== fallbackSrc) {
    image.src = fallbackSrc
    return
  }
  const placeholder = document.createElement('span')
  placeholder.setAttribute('role', 'img')
  placeholder.setAttribute('aria-label', image.alt || messages.media.unavailable)
  placeholder.className = [classes.placeholder, image.className].filter(Boolean).join(' ')
  placeholder.style.aspectRatio = `${image.width} / ${image.height}`
  placeholder.textContent = messages.media.unavailable
  image.replaceWith(placeholder)
}

const isDormantImage = (target: EventTarget | null): target is HTMLImageElement => target instanceof HTMLImageElement && target.closest(`[${DORMANT}]`) !== null

/**
 * Static sections keep their prerendered HTML and never run MediaImage's own error handling, so on
 * hydration their images get the same fallback from here: the sections are marked dormant (React
 * never touches their content again), images that already failed fall back at once, later failures
 * when they happen. After a client-side navigation the sections render MediaImage normally.
 */
export function enableStaticImageFallback(sections: Iterable<Element>) {
  for (const section of sections) section.setAttribute(DORMANT, '')
  document.addEventListener('error', (event) => isDormantImage(event.target) && fallBack(event.target), true)
  for (const image of document.querySelectorAll<HTMLImageElement>(`[${DORMANT}] img`)) {
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image)
  }
}
