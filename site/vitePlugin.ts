import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { COLLECTIONS_DIR, SITE_FILE } from '../renderer/contentSource.ts'
import type { CookiePurpose } from '../schemas/collections/cookiePurpose.ts'
import type { SiteConfig } from '../schemas/site.ts'
import { interpolate, siteTokens } from '../renderer/interpolate.ts'
import { browserConsentPurposes, browserSite } from './browserSite.ts'
import { buildEnv, withEnv } from './buildEnv.ts'

const ID = 'virtual:site'
const RESOLVED_ID = `\0${ID}`
const PURPOSES_ID = 'virtual:consent-purposes'
const RESOLVED_PURPOSES_ID = `\0${PURPOSES_ID}`
const SERVICES_FILE = `${COLLECTIONS_DIR}/services.json`
const COOKIE_PURPOSES_FILE = `${COLLECTIONS_DIR}/cookiePurposes.json`
const SOURCES = [SITE_FILE, SERVICES_FILE, COOKIE_PURPOSES_FILE]

/**
 * Provides `virtual:site`: the browser's part of the site configuration (site/browserSite.ts), and
 * `virtual:consent-purposes`, the consent dialog's purposes; both read
 * from data/ at build time, with the settings of the build's environment (site/buildEnv.ts). Content is validated
 * separately (`npm run check`, the build's first step), so this only reads it.
 */
export function siteModule(): Plugin {
  let root = process.cwd()
  let mode = 'production'
  return {
    name: 'site-module',
    configResolved(config) {
      root = config.root
      mode = config.mode
    },
    resolveId: (id) => (id === ID ? RESOLVED_ID : id === PURPOSES_ID ? RESOLVED_PURPOSES_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID && id !== RESOLVED_PURPOSES_ID) return undefined
      for (const file of SOURCES) this.addWatchFile(join(root, file))
      const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'))
      const config = withEnv(read(SITE_FILE) as SiteConfig, buildEnv(mode))
      const services = (read(SERVICES_FILE) as { items: { id: string; title: string }[] }).items
      const cookiePurposes = interpolate((read(COOKIE_PURPOSES_FILE) as { items: CookiePurpose[] }).items, siteTokens(config), () => {})
      if (id === RESOLVED_PURPOSES_ID) return `export const consentPurposes = ${JSON.stringify(browserConsentPurposes(cookiePurposes))}`
      return `export const site = ${JSON.stringify(browserSite(config, services, cookiePurposes))}`
    },
  }
}
