// How the deployed site is built: a production build configured the way a user configures it, through
// a `.env.production` file (the hosted backend, the content system and the measurement tags' hosts are
// the local stand-ins of tests/deploy), with a server-side secret in the same file, as a careless
// deploy might have it. tests/builds.ts makes the build; serveDeployed.ts serves it.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REST_PREFIX } from './contentStandIn.ts'
import { TAG_SCRIPT_PATHS } from './tagStandIn.ts'
import { backendStandInUrl, contentStandInUrl, DEPLOYED_ANON_KEY, DEPLOYED_DIST, DEPLOYED_SECRET, DEPLOYED_TAGS, tagStandInUrl } from './ports.ts'

/** The `.env.production` file the deployed site is built with. */
export function deployedEnvFile(): string {
  const labels = Object.entries(DEPLOYED_TAGS.conversionLabels).map(([conversion, label]) => `${conversion}=${label}`)
  return [
    `VITE_BACKEND_URL=${backendStandInUrl}`,
    `VITE_BACKEND_ANON_KEY=${DEPLOYED_ANON_KEY}`,
    `VITE_CONTENT_API_URL=${contentStandInUrl}${REST_PREFIX}`,
    `SUPABASE_SERVICE_ROLE_KEY=${DEPLOYED_SECRET}`,
    `VITE_GOOGLE_ANALYTICS_ID=${DEPLOYED_TAGS.analyticsId}`,
    `VITE_GOOGLE_ADS_ID=${DEPLOYED_TAGS.adsId}`,
    `VITE_GOOGLE_ADS_CONVERSION_LABELS=${labels.join(',')}`,
    `VITE_META_PIXEL_ID=${DEPLOYED_TAGS.pixelId}`,
    `VITE_GOOGLE_TAG_SCRIPT_URL=${tagStandInUrl}${TAG_SCRIPT_PATHS.googleTag}`,
    `VITE_META_PIXEL_SCRIPT_URL=${tagStandInUrl}${TAG_SCRIPT_PATHS.metaPixel}`,
    '',
  ].join('\n')
}

/** A new folder holding that file, for the build's ENV_DIR. */
export function deployedEnvDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'deployed-env-'))
  writeFileSync(join(dir, '.env.production'), deployedEnvFile())
  return dir
}

export { DEPLOYED_DIST }
