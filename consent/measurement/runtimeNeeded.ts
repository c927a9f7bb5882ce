import type { TagRuntimeConfig } from './runtimeConfig.ts'
import { TAG_PURPOSES, type TagService } from './tagServices.ts'

/** Each tag a page's configuration (`data-tags`) names, with its ID. */
export function configuredTagIds(config: TagRuntimeConfig): Partial<Record<TagService, string>> {
  const ids: Partial<Record<TagService, string>> = {}
  if (config.googleTag?.analyticsId) ids.googleAnalytics = config.googleTag.analyticsId
  if (config.googleTag?.adsId) ids.googleAds = config.googleTag.adsId
  if (config.metaPixel) ids.metaPixel = config.metaPixel.pixelId
  return ids
}

/** The purposes whose cookies the tags' runtime deletes while they are not allowed. */
export const purposesWithCookies = (config: TagRuntimeConfig) => Object.keys(config.cookies) as (keyof TagRuntimeConfig['cookies'])[]

/** What the tags' runtime acts on in a page: the consent and what the device holds. */
export interface TagState {
  /** The purposes `<html data-consent>` allows. */
  allowed: readonly string[]
  /** The names of the cookies the page can read. */
  cookies: readonly string[]
  /** Whether the tab keeps a visit's first page (contact/attribution.ts). */
  visitKept: boolean
}

/**
 * Whether a page needs the tags' runtime (./tagRuntime.ts) now: when the visitor allows the purpose
 * of a configured tag, or when the device holds what the runtime deletes without consent (a
 * configured tag's cookie of a purpose not allowed, or the visit's first page kept without consent to
 * statistics). Otherwise the runtime would do nothing, and the page does not fetch it.
 */
export function tagRuntimeNeeded(config: TagRuntimeConfig, { allowed, cookies, visitKept }: TagState): boolean {
  const purposes = (Object.keys(configuredTagIds(config)) as TagService[]).map((service) => TAG_PURPOSES[service])
  const notAllowed = purposesWithCookies(config).filter((purpose) => !allowed.includes(purpose))
  return (
    purposes.some((purpose) => allowed.includes(purpose)) ||
    notAllowed.some((purpose) => config.cookies[purpose].some((name) => cookies.includes(name))) ||
    (visitKept && !allowed.includes('statistics'))
  )
}
