import { inlineScripts } from 'virtual:inline-scripts'
import { IMAGE_FALLBACK, ISLAND_ENTRY } from '../../site/islandAttributes.ts'

/**
 * The boot script (head/boot.ts, bundled by the build: head/inlineScripts.ts), inline at the end of
 * the page, with the modules it may load named by their source paths: the dev server serves those,
 * and the build writes their built files in their place (build/optimizeHtml.ts).
 */
export function BootScript() {
  return (
    <script type="module" data-entry={`/${ISLAND_ENTRY}`} data-image-fallback={`/${IMAGE_FALLBACK}`} dangerouslySetInnerHTML={{ __html: inlineScripts.boot }} />
  )
}
