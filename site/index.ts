// Browser-facing: what components know of the site configuration (see site/browserSite.ts).
import { site } from 'virtual:site'
import { mediaUrl as mediaUrlUnder, telHref } from './format.ts'

export { site, telHref }
export { addressLine } from './format.ts'

/** The URL of a file in the configured media store; an absolute https URL (from the content system) as it is. */
export function mediaUrl(path: string): string {
  if (path.startsWith('https://')) return path
  return mediaUrlUnder(path, site.mediaBaseUrl)
}
