import type { Plugin } from 'vite'
import { content, getCollection } from './content.ts'
import { browserConsentPurposes, browserSite } from '../site/browserSite.ts'
import { configuredTagServices } from '../consent/measurement/tagServices.ts'
import { claimedConsent } from '../consent/measurement/consentTerms.ts'

const ID = 'virtual:site'
const RESOLVED_ID = `\0${ID}`
const PURPOSES_ID = 'virtual:consent-purposes'
const RESOLVED_PURPOSES_ID = `\0${PURPOSES_ID}`
const RESOLVED: Record<string, string> = { [ID]: RESOLVED_ID, [PURPOSES_ID]: RESOLVED_PURPOSES_ID }

/** Whether a tag is configured; false while the content cannot load (its error is reported by the build's content check). */
export function measures(): boolean {
  try {
    return configuredTagServices(content().site.measurement).length > 0
  } catch {
    return false
  }
}

/**
 * Provides `virtual:site`: the browser's part of the site configuration (site/browserSite.ts),
 * and `virtual:consent-purposes`, the consent dialog's purposes; both from the validated content (renderer/content.ts, loaded once per
 * build), with the settings of the build's environment applied.
 */
export function siteModule(): Plugin {
  return {
    name: 'site-module',
    // `__MEASURES__`: whether a measurement tag is configured. The islands' one call to the tags
    // (consent/measurement/events.ts) sit behind it, so a site without tags ships none of their code.
    config: () => ({ define: { __MEASURES__: JSON.stringify(measures()) } }),
    resolveId: (id) => (Object.hasOwn(RESOLVED, id) ? RESOLVED[id] : undefined),
    load(id) {
      if (!Object.values(RESOLVED).includes(id)) return undefined
      const consent = claimedConsent(content().site, getCollection('cookiePurposes'))
      if (id === RESOLVED_PURPOSES_ID) return `export const consentPurposes = ${JSON.stringify(browserConsentPurposes(consent.purposes))}`
      return `export const site = ${JSON.stringify(browserSite(content().site, getCollection('services'), consent))}`
    },
  }
}
