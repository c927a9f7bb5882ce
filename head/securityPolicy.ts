import { createHash } from 'node:crypto'
import type { InlineScripts } from './inlineScripts.ts'
import { tagHosts } from '../consent/measurement/tagHosts.ts'
import { configuredTagServices } from '../consent/measurement/tagServices.ts'
import { SPECULATION_RULES } from './speculationRules.ts'
import { LOOPBACK } from '../site/buildEnv.ts'
import type { SiteConfig } from '../schemas/site.ts'

type Directives = Record<string, string[]>

function originOf(url: string | null | undefined): string[] {
  if (!url || !/^https?:\/\//.test(url)) return []
  const parsed = new URL(url)
  return parsed.protocol === 'https:' || LOOPBACK.has(parsed.hostname) ? [parsed.origin] : []
}

/** The CSP source that allows exactly one inline script, by its SHA-256. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/**
 * The Content Security Policy, built from the origins the site actually uses:
 * the backend, the content system, the booking widget, the map, the media store and the configured
 * measurement tags (none unless configured), and the inline scripts the build bundled
 * (head/inlineScripts.ts), by their hashes.
 */
export function cspDirectives(site: SiteConfig, scripts: InlineScripts): Directives {
  const booking = originOf(site.booking.scriptUrl)
  const backend = originOf(site.backend.url)
  const content = [...originOf(site.contentApi.baseUrl), ...originOf(site.contentApi.customFieldsBaseUrl)]
  const media = originOf(site.mediaBaseUrl)
  const tags = tagHosts(site.measurement)
  // The tags' inline loader, only when a tag is configured (pages/+Head.tsx inlines it then); the
  // runtime it imports is a file of the site's own, which 'self' allows.
  const tagScriptHash = configuredTagServices(site.measurement).length > 0 ? [scriptHash(scripts.tags)] : []
  return {
    'default-src': ["'self'"],
    // The inline scripts, by their hashes: the head's (consent before first paint), its speculation
    // rules, the measurement tags' loader when one is configured, and the boot script at the end of <body>; nothing else inline.
    'script-src': [
      "'self'",
      scriptHash(scripts.consentHead),
      scriptHash(SPECULATION_RULES),
      ...tagScriptHash,
      scriptHash(scripts.boot),
      ...booking,
      ...tags['script-src'],
    ],
    // Mantine writes <style> tags and style attributes, which a nonce cannot cover.
    'style-src': ["'self'", "'unsafe-inline'", ...booking],
    'img-src': ["'self'", 'https:', 'data:', ...tags['img-src']],
    'media-src': ["'self'", ...media],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...backend, ...content, ...tags['connect-src']],
    'frame-src': ['https:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
}

/** Directives a browser ignores when the policy comes from a <meta> tag. */
const HEADER_ONLY_DIRECTIVES = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values)].join(' '))
    .join('; ')
}

/** The policy for the Content-Security-Policy HTTP header. */
export function cspHeader(site: SiteConfig, scripts: InlineScripts): string {
  return serialize(cspDirectives(site, scripts))
}

/** The policy for the <meta http-equiv> tag: only directives that work there. */
export function cspMeta(site: SiteConfig, scripts: InlineScripts): string {
  return serialize(Object.fromEntries(Object.entries(cspDirectives(site, scripts)).filter(([name]) => !HEADER_ONLY_DIRECTIVES.has(name))))
}

/** Powerful features the site never uses, switched off for it and every frame it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/** Every security header, for the static host's _headers file (which the local server serves too). */
export function securityHeaders(site: SiteConfig, scripts: InlineScripts): Record<string, string> {
  return {
    'Content-Security-Policy': cspHeader(site, scripts),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Ignored by browsers over plain http (the local server), honoured on the https host.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  }
}
