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

/** Plain http is accepted only on this machine (a local backend such as `supabase start`). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

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

/**
 * data/site.json with the environment's overrides applied: the public address, the hosted backend
 * and its public key, and the content system. A malformed value stops the build, naming the variable.
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
  }
}
