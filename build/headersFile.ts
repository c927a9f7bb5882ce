import type { SiteConfig } from '../schemas/site.ts'
import { securityHeaders } from '../head/securityPolicy.ts'

/** The static host's _headers file: security headers on every path, long caching for hashed assets. */
export function headersFile(site: SiteConfig): string {
  const security = Object.entries(securityHeaders(site)).map(([name, value]) => `  ${name}: ${value}`)
  return ['/*', ...security, '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n')
}
