import { inlineScripts } from 'virtual:inline-scripts'
import { IMAGE_FALLBACK, ISLAND_ENTRY } from '../../site/islandAttributes.ts'
import { WEB_VITALS_MODULE, webVitalsEndpoint } from '../../consent/measurement/webVitalsConfig.ts'
import { site } from '../siteConfig.ts'

/**
 * The boot script (head/boot.ts, bundled by the build: head/inlineScripts.ts), inline at the end of
 * the page, with the modules it may load named by their source paths: the dev server serves those,
 * and the build writes their built files in their place (build/optimizeHtml.ts). Where the build
 * measures real visitors' speed, also that module (loaded only with consent to statistics) and where it sends.
 */
export function BootScript() {
  const vitalsTo = webVitalsEndpoint(site)
  return (
    <script
      type="module"
      data-entry={`/${ISLAND_ENTRY}`}
      data-image-fallback={`/${IMAGE_FALLBACK}`}
      {...(vitalsTo && { 'data-vitals': `/${WEB_VITALS_MODULE}`, 'data-vitals-to': vitalsTo })}
      dangerouslySetInnerHTML={{ __html: inlineScripts.boot }}
    />
  )
}
