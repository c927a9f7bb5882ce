/**
 * How long browsers keep what the site serves, written into the static host's _headers file
 * (build/headersFile.ts), which the local server serves too (server/app.ts).
 */
export const CACHE_CONTROL = {
  /** Hashed build files (/assets/…): their name changes with their content. */
  assets: 'public, max-age=31536000, immutable',
  /**
   * Images under /media/ (case, article and team photos). Their names do not change when an image
   * is replaced, so they are not kept for good: a visitor who comes back within the hour gets them
   * from the cache without asking (the hero image of a repeat visit paints with the page), and
   * within the day the cached copy shows while the browser asks for a newer one.
   */
  media: 'public, max-age=3600, stale-while-revalidate=86400',
  /** Everything else, pages included: asked for again each time (the host answers 304 when unchanged). */
  other: 'public, max-age=0, must-revalidate',
} as const

/** The static host's pattern for the images under /media/. */
export const MEDIA_PATTERN = '/media/*'
