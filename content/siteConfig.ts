// Server and build only: the whole site configuration. Browser code imports site/index.ts, which
// holds just the part the browser needs.
import { content } from './content.ts'
import type { SiteConfig } from '../schemas/site.ts'

/** The agency's identity and external services: data/site.json, validated, with the build's settings applied (content/content.ts, site/buildEnv.ts). */
export const site: SiteConfig = content().site

export { absoluteUrl } from '../site/format.ts'
