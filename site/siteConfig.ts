// Server and build only: the whole site configuration. Browser code imports site/index.ts, which
// holds just the part the browser needs.
import { content } from '../renderer/content.ts'
import type { SiteConfig } from '../schemas/site.ts'

/** The agency's identity and external services: data/site.json, validated (renderer/content.ts). */
export const site: SiteConfig = content().site

export { absoluteUrl } from './format.ts'

/**
 * The hosted backend the contact form talks to: data/site.json, overridden at build time by
 * VITE_BACKEND_URL and VITE_BACKEND_ANON_KEY. A null URL means the local server's own function.
 * Resolved once, in Node, when the build writes the browser's site module (site/vitePlugin.ts).
 */
export function backendSettings(config: SiteConfig = site, env: Record<string, string | undefined> = process.env): { url: string | null; anonKey: string | null } {
  return { url: env.VITE_BACKEND_URL || config.backend.url, anonKey: env.VITE_BACKEND_ANON_KEY || config.backend.anonKey }
}
