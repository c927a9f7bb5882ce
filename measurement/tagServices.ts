import type { SiteConfig } from '../schemas/site.ts'

/** The measurement services the site can load, each with the consent purpose it waits for. */
export const TAG_PURPOSES = { googleAnalytics: 'statistics', googleAds: 'marketing', metaPixel: 'marketing' } as const
export type TagService = keyof typeof TAG_PURPOSES
/** Every tag service, in the fixed order the site lists them. */
export const TAG_SERVICES = ['googleAnalytics', 'googleAds', 'metaPixel'] as const satisfies readonly TagService[]
type Unlisted = Exclude<TagService, (typeof TAG_SERVICES)[number]>
/** Fails to compile while a service of TAG_PURPOSES is missing from TAG_SERVICES. */
export const EVERY_TAG_SERVICE_LISTED: [Unlisted] extends [never] ? true : never = true
/** The purposes a tag service can wait for. */
export type TagPurpose = (typeof TAG_PURPOSES)[TagService]

export type MeasurementConfig = SiteConfig['measurement']

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

/** The purposes a configured tag can wait for, as a content requirement names them. */
const MEASURED_PURPOSES = ['statistics', 'marketing'] as const satisfies readonly TagPurpose[]

/**
 * What a text can require to be shown: a tag service ("googleAnalytics": while it is configured) or
 * a purpose ("statistics": while a configured tag waits for it; the embeds do not count).
 */
export const TAG_REQUIREMENTS = [...TAG_SERVICES, ...MEASURED_PURPOSES] as const
export type TagRequirement = (typeof TAG_REQUIREMENTS)[number]

/** Whether the configuration meets a text's requirement (see TAG_REQUIREMENTS). */
export function meetsRequirement(measurement: MeasurementConfig, requirement: TagRequirement): boolean {
  return (configuredTagServices(measurement) as string[]).includes(requirement) || (measuredPurposes(measurement) as string[]).includes(requirement)
}
