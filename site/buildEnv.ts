// The one loader of the build's settings from the environment. Everything that reads such a setting
// (the browser's site module, the CSP meta tag, the _headers file, the sitemap, the local server)
// reads it through here, so a value in `.env.production` and the same value exported in the shell
// give the same site. Every variable is listed, with what it does, in .env.example.
import { loadEnv } from 'vite'
import type { SiteConfig } from '../schemas/site.ts'

/** Only variables with this prefix are read (Vite's own rule for what may reach the browser). */
const PREFIX = 'VITE_'

/**
 * The settings for a build mode, as Vite reads them: `.env`, `.env.local`, `.env.<mode>`,
 * `.env.<mode>.local` in ENV_DIR (default: the project root), with real environment variables
 * winning over the files. Vite's `vike build` uses mode "production", `vike dev` "development".
 */
export function buildEnv(mode: string): Record<string, string> {
  return loadEnv(mode, envDir(), PREFIX)
}

/**
 * The mode of the process at hand: Vite sets NODE_ENV to "development" in the dev server and to
 * "production" in a build (and Vitest to "test"); the steps that run outside Vite (the post-build step,
 * the content check, the local server) follow a production build.
 */
export function buildMode(): string {
  return process.env.NODE_ENV || 'production'
}

/** Where the .env files are read from: ENV_DIR, else the project root (also Vite's `envDir`). */
export function envDir(): string {
  return process.env.ENV_DIR || process.cwd()
}

/**
 * The host names of this machine: the only ones a setting may address over plain http (a local
 * backend such as `supabase start` on http://127.0.0.1:54321, the browser tests' stand-ins), in the
 * settings and in the Content Security Policy alike.
 */
export const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

function serviceUrl(env: Record<string, string>, name: string): string | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {}
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)))) {
    throw new Error(`${name}="${value}" is not an https:// address (plain http is allowed only for localhost and 127.0.0.1)`)
  }
  return value.replace(/\/+$/, '')
}

function siteUrl(env: Record<string, string>): string | undefined {
  const value = env.VITE_SITE_URL?.trim().replace(/\/+$/, '')
  if (!value) return undefined
  if (!/^https:\/\/[^\s/]+(\/\S*)?$/.test(value)) throw new Error(`VITE_SITE_URL="${value}" is not an https:// address`)
  return value
}

/** An ID setting: empty keeps data/site.json's value; a value that is not of the ID's form stops the build. */
function tagId(env: Record<string, string>, name: string, pattern: RegExp, example: string): string | undefined {
  const value = env[name]?.trim()
  if (!value) return undefined
  if (!pattern.test(value)) throw new Error(`${name}="${value}" is not an ID of the form ${example}`)
  return value
}

/** VITE_GOOGLE_ADS_CONVERSION_LABELS: "lead=AbC1,booking=DeF2,contact=GhI3"; a conversion left out keeps its value. */
function conversionLabels(env: Record<string, string>, labels: SiteConfig['measurement']['googleTag']['adsConversionLabels']) {
  const name = 'VITE_GOOGLE_ADS_CONVERSION_LABELS'
  const value = env[name]?.trim()
  if (!value) return labels
  const result = { ...labels }
  for (const pair of value.split(',')) {
    const [key = '', label = ''] = pair.split('=').map((part) => part.trim())
    if (!(key in result) || !/^[A-Za-z0-9_-]{1,64}$/.test(label)) {
      throw new Error(`${name}="${value}": "${pair}" is not one of lead=…, booking=…, contact=… with a conversion label`)
    }
    result[key as keyof typeof result] = label
  }
  return result
}

/** A switch setting: "on" or "off" (also true/false, 1/0); empty keeps data/site.json's value; anything else stops the build. */
function onOff(env: Record<string, string>, name: string): boolean | undefined {
  const value = env[name]?.trim().toLowerCase()
  if (!value) return undefined
  if (['on', 'true', '1'].includes(value)) return true
  if (['off', 'false', '0'].includes(value)) return false
  throw new Error(`${name}="${env[name]}" is neither "on" nor "off"`)
}

function measurement(env: Record<string, string>, config: SiteConfig['measurement']): SiteConfig['measurement'] {
  const { googleTag, metaPixel } = config
  return {
    webVitals: onOff(env, 'VITE_WEB_VITALS') ?? config.webVitals,
    googleTag: {
      scriptUrl: serviceUrl(env, 'VITE_GOOGLE_TAG_SCRIPT_URL') ?? googleTag.scriptUrl,
      analyticsId: tagId(env, 'VITE_GOOGLE_ANALYTICS_ID', /^G-[A-Z0-9]{4,20}$/, 'G-AB12CD34EF') ?? googleTag.analyticsId,
      adsId: tagId(env, 'VITE_GOOGLE_ADS_ID', /^AW-\d{5,15}$/, 'AW-123456789') ?? googleTag.adsId,
      adsConversionLabels: conversionLabels(env, googleTag.adsConversionLabels),
    },
    metaPixel: {
      scriptUrl: serviceUrl(env, 'VITE_META_PIXEL_SCRIPT_URL') ?? metaPixel.scriptUrl,
      pixelId: tagId(env, 'VITE_META_PIXEL_ID', /^\d{5,20}$/, '123456789012345') ?? metaPixel.pixelId,
    },
  }
}

/**
 * data/site.json with the environment's overrides applied: the public address, the hosted backend
 * and its public key, the content system and the measurement tags. A malformed value stops the
 * build, naming the variable.
 */
export function withEnv(config: SiteConfig, env: Record<string, string>): SiteConfig {
  return {
    ...config,
    siteUrl: siteUrl(env) ?? config.siteUrl,
    backend: {
      url: serviceUrl(env, 'VITE_BACKEND_URL') ?? config.backend.url,
      anonKey: env.VITE_BACKEND_ANON_KEY?.trim() || config.backend.anonKey,
    },
    contentApi: {
      baseUrl: serviceUrl(env, 'VITE_CONTENT_API_URL') ?? config.contentApi.baseUrl,
      customFieldsBaseUrl: serviceUrl(env, 'VITE_CONTENT_API_CUSTOM_FIELDS_URL') ?? config.contentApi.customFieldsBaseUrl,
    },
    measurement: measurement(env, config.measurement),
  }
}
