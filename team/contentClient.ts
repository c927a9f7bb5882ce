import { contentClientFor, type ContentClient } from './contentSystem/index.ts'
import { site } from '../site/index.ts'

let client: { baseUrl: string; client: ContentClient } | undefined

/**
 * The content-system client for the configured base URLs, one per page (its 5-minute cache is
 * shared by the team list and member pages); null when no content system is configured.
 */
export function siteContentClient(): ContentClient | null {
  const config = site.teamContent
  if (!config?.baseUrl) return null
  const { baseUrl } = config
  if (client?.baseUrl !== baseUrl) {
    const created = contentClientFor(config)
    client = created ? { baseUrl, client: created } : undefined
  }
  return client?.client ?? null
}

/** Drops the client and its cache (tests that change the configured content system use it). */
export function forgetContentClient() {
  client = undefined
}
