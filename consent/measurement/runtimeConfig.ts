import type { SiteConfig } from '../../schemas/site.ts'
import type { Conversion } from './events.ts'
import { configuredTagServices, type TagService } from './tagServices.ts'

/**
 * The tags' runtime, by its source path: the dev server serves it so, the build emits it as a chunk
 * when a tag is configured (islands/vitePluginIslands.ts) and writes its built files in its place
 * (build/optimizeHtml.ts), on the tags' loader's `data-runtime`.
 */
export const TAG_RUNTIME = 'consent/measurement/tagRuntime.ts'

/** What the tags' loader and runtime (./tagLoader.ts, ./tagRuntime.ts) are told, on the loader's tag's `data-tags`: the configured tags and nothing else. */
export interface TagRuntimeConfig {
  /** The Google tag: its script and the configured IDs (GA4 needs statistics, Google Ads marketing). */
  googleTag: { src: string; analyticsId: string | null; adsId: string | null; labels: Partial<Record<Conversion, string>> } | null
  /** Meta's pixel (marketing). */
  metaPixel: { src: string; pixelId: string } | null
  /** The cookies the configured tags set on the site's own domain, by purpose: deleted when consent to it is withdrawn. */
  cookies: { statistics: string[]; marketing: string[] }
  /** The booking calendar's origin: a booking is reported from there. */
  bookingOrigin: string
}

/** The configuration of the tags' loader and runtime; null when no tag is configured (the loader is then left out altogether, and the build emits no runtime). */
export function tagRuntimeConfig(site: SiteConfig, cookies: TagRuntimeConfig['cookies']): TagRuntimeConfig | null {
  const services = new Set<TagService>(configuredTagServices(site.measurement))
  if (services.size === 0) return null
  const { googleTag, metaPixel } = site.measurement
  const labels: Partial<Record<Conversion, string>> = {}
  for (const [conversion, label] of Object.entries(googleTag.adsConversionLabels)) if (label !== null) labels[conversion as Conversion] = label
  return {
    googleTag:
      services.has('googleAnalytics') || services.has('googleAds')
        ? { src: googleTag.scriptUrl, analyticsId: googleTag.analyticsId, adsId: googleTag.adsId, labels }
        : null,
    metaPixel: metaPixel.pixelId === null ? null : { src: metaPixel.scriptUrl, pixelId: metaPixel.pixelId },
    cookies,
    bookingOrigin: new URL(site.booking.eventUrl).origin,
  }
}
