import type { Plugin } from 'vite'
import { content, getCollection } from './content.ts'
import { browserConsentPurposes, browserSite } from '../site/browserSite.ts'
import { configuredTagServices } from '../consent/measurement/tagServices.ts'
import { claimedConsent } from '../consent/measurement/consentTerms.ts'
import { webVitalsEndpoint } from '../consent/measurement/webVitalsConfig.ts'

/** The validated consent terms under the site's configuration. */
const consent = () => claimedConsent(content().site, getCollection('cookiePurposes'))
/** Each virtual module's source, made when it is loaded. */
const MODULES = new Map<string, () => string>([
  ['virtual:site', () => `export const site = ${JSON.stringify(browserSite(content().site, getCollection('services'), consent()))}`],
  ['virtual:consent-purposes', () => `export const consentPurposes = ${JSON.stringify(browserConsentPurposes(consent().purposes))}`],
])

/** Whether a tag is configured; false while the content cannot load (its error is reported by the build's content check). */
export function measures(): boolean {
  try {
    return configuredTagServices(content().site.measurement).length > 0
  } catch {
    return false
  }
}

/** Where the browser sends real visitors' speed; null when the build does not measure it (or while the content cannot load). */
function speedEndpoint(): string | null {
  try {
    return webVitalsEndpoint(content().site)
  } catch {
    return null
  }
}

/** Whether the build measures real visitors' speed (data/site.json `measurement.webVitals`). */
export const measuresSpeed = () => speedEndpoint() !== null

/** Provides `virtual:site`, the browser's part of the site configuration, and `virtual:consent-purposes`, the consent dialog's, from the validated content. */
export function siteModule(): Plugin {
  return {
    name: 'site-module',
    // `__MEASURES__`: whether a measurement tag is configured. The islands' one call to the tags
    // (consent/measurement/events.ts) sit behind it, so a site without tags ships none of their code.
    // `__WEB_VITALS_ENDPOINT__`: where consent/measurement/webVitals.ts sends, written into its chunk rather than into every page.
    config: () => ({ define: { __MEASURES__: JSON.stringify(measures()), __WEB_VITALS_ENDPOINT__: JSON.stringify(speedEndpoint()) } }),
    // "\0" marks a virtual module's resolved id, as Vite's and Rollup's plugin conventions ask.
    resolveId: (id) => (MODULES.has(id) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? MODULES.get(id.slice(1))?.() : undefined),
  }
}
