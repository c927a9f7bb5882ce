import { imageFallbackModule, islandOf } from './bootTag.ts'

const fallBack = (image: EventTarget | null) => {
  if (imageFallbackModule && image instanceof HTMLImageElement && !islandOf(image))
    void import(imageFallbackModule).then((module: { fallBack: (image: HTMLImageElement) => void }) => module.fallBack(image))
}

/**
 * A failed image outside the islands (a static section's, which no code of its own watches) gets the
 * fallback MediaImage gives: the module that does it loads only then. Images that failed before this
 * ran are found too.
 */
export function fallBackFailedImages() {
  addEventListener('error', (event) => fallBack(event.target), true)
  for (const image of document.images) if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image)
}
