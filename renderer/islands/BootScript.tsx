import { inlineScripts } from 'virtual:inline-scripts'
import { IMAGE_FALLBACK, ISLAND_ENTRY } from '../../site/islandAttributes.ts'
import { WEB_VITALS_MODULE } from '../../consent/measurement/webVitalsConfig.ts'

/**
 * The boot script (head/boot.ts, bundled by the build: head/inlineScripts.ts), inline at the end of
 * the page, with the modules it may load named by their source paths: the dev server serves those,
 * and the build writes their built files in their place (build/optimizeHtml.ts). Where the build
 * measures real visitors' speed, also that module (loaded only with consent to statistics; where it
 * sends is written into it). Whether it does is the build's constant (renderer/vitePluginSite.ts), not
 * a call into that plugin: the studio's editor renders this component in the browser.
 */
export function BootScript() {
  return (
    <script
      type="module"
      data-entry={`/${ISLAND_ENTRY}`}
      data-image-fallback={`/${IMAGE_FALLBACK}`}
      {...(__WEB_VITALS_ENDPOINT__ !== null && { 'data-vitals': `/${WEB_VITALS_MODULE}` })}
      dangerouslySetInnerHTML={{ __html: inlineScripts.boot }}
    />
  )
}
