import type { Plugin } from 'vite'
import { content, getCollection } from './content.ts'
import { browserConsentPurposes, browserSite } from '../site/browserSite.ts'

const ID = 'virtual:site'
const RESOLVED_ID = `\0${ID}`
const PURPOSES_ID = 'virtual:consent-purposes'
const RESOLVED_PURPOSES_ID = `\0${PURPOSES_ID}`

/**
 * Provides `virtual:site`: the browser's part of the site configuration (site/browserSite.ts), and
 * `virtual:consent-purposes`, the consent dialog's purposes; both from the validated content
 * (renderer/content.ts, loaded once per build), with the settings of the build's environment applied.
 */
export function siteModule(): Plugin {
  return {
    name: 'site-module',
    resolveId: (id) => (id === ID ? RESOLVED_ID : id === PURPOSES_ID ? RESOLVED_PURPOSES_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_PURPOSES_ID) return undefined
      const cookiePurposes = getCollection('cookiePurposes')
      if (id === RESOLVED_PURPOSES_ID) return `export const consentPurposes = ${JSON.stringify(browserConsentPurposes(cookiePurposes))}`
      return `export const site = ${JSON.stringify(browserSite(content().site, getCollection('services'), cookiePurposes))}`
    },
  }
}
