import { TAG_PURPOSE_IDS, TAG_SERVICES, type SITE_MEASURES, type TagRequirement } from '../../schemas/collections/cookiePurpose.ts'
import type { SiteConfig } from '../../schemas/site.ts'

export { TAG_SERVICES }

/** The measurement services the site can load, each with the consent purpose it waits for. */
export const TAG_PURPOSES = { googleAnalytics: 'statistics', googleAds: 'marketing', metaPixel: 'marketing' } as const
export type TagService = keyof typeof TAG_PURPOSES
/** The purposes a tag service can wait for. */
export type TagPurpose = (typeof TAG_PURPOSES)[TagService]
type Mismatch =
  | Exclude<TagService, (typeof TAG_SERVICES)[number]>
  | Exclude<(typeof TAG_SERVICES)[number], TagService>
  | Exclude<TagPurpose, (typeof TAG_PURPOSE_IDS)[number]>
  | Exclude<(typeof TAG_PURPOSE_IDS)[number], TagPurpose>
/** Fails to compile while TAG_PURPOSES and the schemas' TAG_SERVICES and TAG_PURPOSE_IDS disagree. */
export const TAG_LISTS_AGREE: [Mismatch] extends [never] ? true : never = true

export type MeasurementConfig = SiteConfig['measurement']
export type SiteMeasure = (typeof SITE_MEASURES)[number]

/** Each service's configured ID ("G-AB12CD34EF", "AW-123456789", "123456789012345"), null when it is not configured. */
function tagIds(measurement: MeasurementConfig): Record<TagService, string | null> {
  return {
    googleAnalytics: measurement.googleTag.analyticsId,
    googleAds: measurement.googleTag.adsId,
    metaPixel: measurement.metaPixel.pixelId,
  }
}

/** The services data/site.json (or the build's environment) configures, in a fixed order. */
export function configuredTagServices(measurement: MeasurementConfig): TagService[] {
  const ids = tagIds(measurement)
  return TAG_SERVICES.filter((service) => ids[service] !== null)
}

/** A configured service's ID without its letter prefix ("G-AB12CD34EF" → "AB12CD34EF"), as vendors put it in cookie names; null when not configured. */
export function tagIdWithoutPrefix(measurement: MeasurementConfig, service: TagService): string | null {
  return tagIds(measurement)[service]?.replace(/^[A-Z]+-/, '') ?? null
}

/** The purposes the configured tags wait for, in TAG_PURPOSES' order, each once ("statistics" while Google Analytics is configured). */
export function measuredPurposes(measurement: MeasurementConfig): TagPurpose[] {
  return [...new Set(configuredTagServices(measurement).map((service) => TAG_PURPOSES[service]))]
}

/** What the site measures itself under the configuration: real visitors' speed ("webVitals") while it is on. */
export function siteMeasures(measurement: MeasurementConfig): SiteMeasure[] {
  return measurement.webVitals ? ['webVitals'] : []
}

/** Whether the configuration meets a text's requirement (schemas/collections/cookiePurpose.ts `TAG_REQUIREMENTS`). */
export function meetsRequirement(measurement: MeasurementConfig, requirement: TagRequirement): boolean {
  return [...configuredTagServices(measurement), ...measuredPurposes(measurement), ...siteMeasures(measurement)].includes(requirement as never)
}
