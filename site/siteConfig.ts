// Server and build only: the whole site configuration. Browser code imports site/index.ts, which
// holds just the part the browser needs.
import siteJson from '../data/site.json' with { type: 'json' }
import type { SiteConfig } from '../schemas/site.ts'
import { buildEnv, withEnv } from './buildEnv.ts'

/**
 * The build mode: Vite's own inside the dev server and the prerender, "production" for the steps
 * that run outside Vite (the post-build step, the local server), which always follow `vike build`.
 */
const mode: string = (import.meta as { env?: { MODE?: string } }).env?.MODE ?? 'production'

/**
 * The agency's identity and external services: data/site.json (validated by `npm run check`), with
 * the build environment's settings (site/buildEnv.ts) applied.
 */
export const site: SiteConfig = withEnv(siteJson as SiteConfig, buildEnv(mode))

/** The absolute URL of a route, e.g. "/om-os" → "https://klikvaerk.dk/om-os". */
export function absoluteUrl(route: string, config: SiteConfig = site): string {
  return route === '/' ? `${config.siteUrl}/` : `${config.siteUrl}${route}`
}
