import { listed, vitalsModule } from './bootTag.ts'
import { pageIdle } from './idle.ts'

let measuring = false

/**
 * Starts measuring real visitors' speed (consent/measurement/webVitals.ts), where the build measures
 * it (this tag's data-vitals: its built chunk): its code is fetched only once the visitor allows
 * statistics (`<html data-consent>`; called again when that changes), and not before the page has
 * loaded and is idle, nor while prerendered.
 */
export function measureSpeed() {
  if (!pageIdle || measuring || !vitalsModule || !listed(document.documentElement, 'data-consent').includes('statistics')) return
  if ((document as { prerendering?: boolean }).prerendering) return document.addEventListener('prerenderingchange', measureSpeed, { once: true })
  measuring = true
  ;(import(vitalsModule) as Promise<{ startWebVitals: () => void }>).then(
    (module) => module.startWebVitals(),
    (error: unknown) => console.warn('boot: speed', error),
  )
}
