// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import siteJson from '../data/site.json' with { type: 'json' }
import type { SiteConfig } from '../schemas/site.ts'
import { buildEnv, withEnv } from './buildEnv.ts'

const config = siteJson as SiteConfig
let dir: string
const saved = { ...process.env }

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'env-'))
  process.env.ENV_DIR = dir
})
afterEach(() => {
  process.env = { ...saved }
  rmSync(dir, { recursive: true, force: true })
})

describe('the build environment', () => {
  it("reads Vite's env files for the mode, the mode's own file winning over .env", () => {
    writeFileSync(join(dir, '.env'), 'VITE_BACKEND_URL=https://base.supabase.co\nVITE_BACKEND_ANON_KEY=base-key\n')
    writeFileSync(join(dir, '.env.production'), 'VITE_BACKEND_URL=https://prod.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=secret\n')
    const env = buildEnv('production')
    expect(env).toMatchObject({ VITE_BACKEND_URL: 'https://prod.supabase.co', VITE_BACKEND_ANON_KEY: 'base-key' })
    expect(env).not.toHaveProperty('SUPABASE_SERVICE_ROLE_KEY')
    expect(buildEnv('development').VITE_BACKEND_URL).toBe('https://base.supabase.co')
  })

  it('lets a real environment variable win over the files', () => {
    writeFileSync(join(dir, '.env.production'), 'VITE_BACKEND_URL=https://prod.supabase.co\n')
    process.env.VITE_BACKEND_URL = 'https://shell.supabase.co'
    expect(buildEnv('production').VITE_BACKEND_URL).toBe('https://shell.supabase.co')
  })

  it('applies the settings to the site configuration', () => {
    const site = withEnv(config, {
      VITE_SITE_URL: 'https://www.klikvaerk.dk/',
      VITE_BACKEND_URL: 'https://abc.supabase.co',
      VITE_BACKEND_ANON_KEY: 'public-key',
      VITE_CONTENT_API_URL: 'https://cms.klikvaerk.dk/wp-json/wp/v2/',
      VITE_CONTENT_API_CUSTOM_FIELDS_URL: 'https://cms.klikvaerk.dk/wp-json/acf/v3',
    })
    expect(site.siteUrl).toBe('https://www.klikvaerk.dk')
    expect(site.backend).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-key' })
    expect(site.contentApi).toEqual({ baseUrl: 'https://cms.klikvaerk.dk/wp-json/wp/v2', customFieldsBaseUrl: 'https://cms.klikvaerk.dk/wp-json/acf/v3' })
    expect(withEnv(config, {})).toEqual(config)
  })

  it('configures the measurement tags, and stops the build on an ID of the wrong form', () => {
    const site = withEnv(config, {
      VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF',
      VITE_GOOGLE_ADS_ID: 'AW-123456789',
      VITE_GOOGLE_ADS_CONVERSION_LABELS: 'lead=AbC1, booking=DeF2',
      VITE_META_PIXEL_ID: '123456789012345',
      VITE_GOOGLE_TAG_SCRIPT_URL: 'http://127.0.0.1:4190/gtag/js',
    })
    expect(site.measurement.googleTag).toEqual({
      scriptUrl: 'http://127.0.0.1:4190/gtag/js',
      analyticsId: 'G-AB12CD34EF',
      adsId: 'AW-123456789',
      adsConversionLabels: { lead: 'AbC1', booking: 'DeF2', contact: null },
    })
    expect(site.measurement.metaPixel).toEqual({ scriptUrl: config.measurement.metaPixel.scriptUrl, pixelId: '123456789012345' })
    expect(() => withEnv(config, { VITE_GOOGLE_ANALYTICS_ID: 'UA-1234-1' })).toThrow(
      'VITE_GOOGLE_ANALYTICS_ID="UA-1234-1" is not an ID of the form G-AB12CD34EF',
    )
    expect(() => withEnv(config, { VITE_GOOGLE_ADS_CONVERSION_LABELS: 'purchase=x' })).toThrow(/"purchase=x" is not one of lead=…, booking=…, contact=…/)
  })

  it('stops the build on a malformed address, naming the variable', () => {
    expect(() => withEnv(config, { VITE_SITE_URL: 'http://klikvaerk.dk' })).toThrow('VITE_SITE_URL="http://klikvaerk.dk" is not an https:// address')
    expect(() => withEnv(config, { VITE_CONTENT_API_URL: 'cms.klikvaerk.dk' })).toThrow(/^VITE_CONTENT_API_URL="cms.klikvaerk.dk" is not an https:\/\/ address/)
  })
})
