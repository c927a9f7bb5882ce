import type { SiteConfig } from '../../schemas/site.ts'

/**
 * Real visitors' speed, by its source path: the dev server serves it so, the client build emits it as
 * a chunk where the build measures speed (islands/vitePluginIslands.ts), and
 * build/optimizeHtml.ts writes its built files in its place on the boot script's `data-vitals`.
 */
export const WEB_VITALS_MODULE = 'consent/measurement/webVitals.ts'

/** Where the backend's web-vitals function answers, under the backend's address (the local server's own without one). */
export const WEB_VITALS_FUNCTION_PATH = '/functions/v1/web-vitals'

/**
 * Where the browser sends real visitors' speed: the hosted backend's web-vitals function, or, with no
 * hosted backend, the same path on the page's own origin (`npm start`'s local server); null when the
 * build does not measure speed (data/site.json `measurement.webVitals` false, VITE_WEB_VITALS=off).
 */
export function webVitalsEndpoint(site: Pick<SiteConfig, 'backend' | 'measurement'>): string | null {
  return site.measurement.webVitals ? `${site.backend.url ?? ''}${WEB_VITALS_FUNCTION_PATH}` : null
}
