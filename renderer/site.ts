import type { ServiceSummary } from '../schemas/site.ts'
import type { SiteConfig } from '../schemas/site.ts'
import servicesJson from '../data/services.json' with { type: 'json' }
import siteJson from '../data/site.json' with { type: 'json' }

// Both files are validated against their schemas by `npm run check`, the build and the tests.
/** The agency's identity and external services (data/site.json). */
export const site = siteJson as SiteConfig
/** The nine services in menu order (data/services.json). */
export const services = servicesJson.services as ServiceSummary[]

/** The office address on one line, e.g. "Eksempelvej 1, 8000 Aarhus C". */
export function addressLine(config: SiteConfig = site): string {
  const { street, postalCode, city } = config.address
  return `${street}, ${postalCode} ${city}`
}

/** The URL of a file in the media store ("logos/Frame 79.png" → "/media/logos/Frame%2079.png"). */
export function mediaUrl(path: string, config: SiteConfig = site): string {
  return `${config.mediaBaseUrl}/${path.split('/').map(encodeURIComponent).join('/')}`
}

/** The absolute URL of a route, e.g. "/om-os" → "https://klikvaerk.dk/om-os". */
export function absoluteUrl(route: string, config: SiteConfig = site): string {
  return route === '/' ? `${config.siteUrl}/` : `${config.siteUrl}${route}`
}

/** The tel: link for a displayed phone number. */
export function telHref(phone: string = site.phone): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}

/** A build-time setting: Vite's env in the app, process.env in Node scripts and the server. */
function buildEnv(name: string): string | undefined {
  const viteEnv = (import.meta as { env?: Record<string, string | undefined> }).env
  return viteEnv?.[name] || (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name] || undefined
}

/**
 * The hosted backend the contact form talks to: data/site.json, overridden at build time by
 * VITE_BACKEND_URL and VITE_BACKEND_ANON_KEY. A null URL means the local server's own function.
 */
export function backendSettings(config: SiteConfig = site): { url: string | null; anonKey: string | null } {
  return {
    url: buildEnv('VITE_BACKEND_URL') ?? config.backend.url,
    anonKey: buildEnv('VITE_BACKEND_ANON_KEY') ?? config.backend.anonKey,
  }
}
