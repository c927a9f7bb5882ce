import { LOOPBACK } from '../../site/buildEnv.ts'
import type { MeasurementConfig, TagService } from './tagServices.ts'
import { configuredTagServices } from './tagServices.ts'

type HostDirectives = Partial<Record<'script-src' | 'img-src' | 'connect-src', string[]>>

/**
 * The hosts each tag loads from and sends to, as Google's guide to the Google tag under a Content
 * Security Policy and Meta's pixel documentation list them. (img-src and frame-src already allow any
 * https address for the site's own images and embeds.)
 */
const TAG_HOSTS: Record<TagService, HostDirectives> = {
  googleAnalytics: {
    'script-src': ['https://*.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  googleAds: {
    'script-src': ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
    'img-src': ['https://googleads.g.doubleclick.net', 'https://www.google.com'],
    'connect-src': ['https://*.googletagmanager.com', 'https://www.google.com', 'https://googleads.g.doubleclick.net'],
  },
  metaPixel: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  },
}

/** A configured script's own origin, when the vendor's hosts do not cover it (a stand-in on this machine). */
function scriptOrigin(url: string): string[] {
  const { protocol, hostname, origin } = new URL(url)
  return protocol === 'http:' && LOOPBACK.has(hostname) ? [origin] : []
}

/** The hosts the configured tags need, per directive; none when no tag is configured. */
export function tagHosts(measurement: MeasurementConfig): Required<HostDirectives> {
  const hosts: Required<HostDirectives> = { 'script-src': [], 'img-src': [], 'connect-src': [] }
  for (const service of configuredTagServices(measurement)) {
    const script = service === 'metaPixel' ? measurement.metaPixel.scriptUrl : measurement.googleTag.scriptUrl
    for (const directive of Object.keys(hosts) as (keyof HostDirectives)[]) {
      hosts[directive].push(...(TAG_HOSTS[service][directive] ?? []), ...scriptOrigin(script))
    }
  }
  return hosts
}
