import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtInlineScripts, type InlineScripts } from '../head/inlineScripts.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { securityHeaders } from '../head/securityPolicy.ts'
import { CACHE_CONTROL, MEDIA_PATTERN } from '../site/cacheControl.ts'

/** The static host's _headers file (Cloudflare Pages' format, served locally too): security headers everywhere, caching by site/cacheControl.ts. */
export function headersFile(site: SiteConfig, scripts: InlineScripts): string {
  const security = Object.entries(securityHeaders(site, scripts)).map(([name, value]) => `  ${name}: ${value}`)
  const media = ['', MEDIA_PATTERN, `  Cache-Control: ${CACHE_CONTROL.media}`]
  return ['/*', ...security, '', '/assets/*', `  Cache-Control: ${CACHE_CONTROL.assets}`, ...media, ''].join('\n')
}

/** Writes the _headers file of the build in `distDir` into its client folder, with the hashes of the inline scripts that build bundled. */
export function writeHeadersFile(distDir: string, site: SiteConfig) {
  writeFileSync(join(distDir, 'client', '_headers'), headersFile(site, builtInlineScripts(distDir)))
}
