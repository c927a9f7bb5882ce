import { inlineScripts } from 'virtual:inline-scripts'
import { IMAGE_FALLBACK, ISLAND_ENTRY } from './islandAttributes.ts'

/**
 * The boot script (islands/boot/boot.ts, bundled by the build: head/inlineScripts.ts), inline at the end of
 * the page, with the modules it may load named by their source paths: the dev server serves those,
 * and the build writes their built files in their place (build/optimizeHtml.ts). Where the build
 * measures real visitors' speed, also that module (`speedModule`: loaded only with consent to statistics).
 */
export function BootScript({ speedModule }: { speedModule: string | undefined }) {
  return (
    <script
      type="module"
      data-entry={`/${ISLAND_ENTRY}`}
      data-image-fallback={`/${IMAGE_FALLBACK}`}
      {...(speedModule !== undefined && { 'data-vitals': `/${speedModule}` })}
      dangerouslySetInnerHTML={{ __html: inlineScripts.boot }}
    />
  )
}
