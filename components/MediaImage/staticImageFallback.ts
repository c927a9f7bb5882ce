import { messages } from '../../site/messages.ts'
import classes from './MediaImage.module.css'

/**
 * The same result MediaImage renders on failure, for an image no component watches (a static
 * section's, which is HTML only): the fallback image once, else the "not available" placeholder. The boot script (islands/boot/boot.ts) loads this module when such an image fails.
 * The build gives it a copy of MediaImage's class map (islands/vitePluginIslands.ts), so the
 * map itself stays in MediaImage's chunk rather than a file of its own.
 */
export function fallBack(image: HTMLImageElement) {
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
