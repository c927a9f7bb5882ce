import type { SiteConfig } from '../schemas/site.ts'

/** The measurement services the site can load, each with the consent purpose it waits for. */
export const TAG_PURPOSES = { googleAnalytics: 'statistics', googleAds: 'marketing', metaPixel: 'marketing' } as const
export type TagService = keyof typeof TAG_PURPOSES

export type MeasurementConfig = SiteConfig['measurement']

/** The services data/site.json (or the build's environment) configures, in a fixed order. */
export function configuredTagServices(measurement: MeasurementConfig): TagService[] {
  const configured: Record<TagService, boolean> = {
    googleAnalytics: measurement.googleTag.analyticsId !== null,
    googleAds: measurement.googleTag.adsId !== null,
    metaPixel: measurement.metaPixel.pixelId !== null,
  }
  return (Object.keys(TAG_PURPOSES) as TagService[]).filter((service) => configured[service])
}
