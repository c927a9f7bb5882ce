import type { ConsentPurpose, CookieEntry, CookiePurpose, ServiceEntry } from '../../schemas/collections/cookiePurpose.ts'
import { configuredTagServices, siteMeasures, tagIdWithoutPrefix, type MeasurementConfig, type SiteMeasure, type TagService } from './tagServices.ts'

/** In a cookie's name, where the setting tag's ID goes (without its letter prefix): "_ga_<ID>". */
export const COOKIE_ID_PLACEHOLDER = '<ID>'

type PurposeLists = Pick<CookiePurpose, 'id' | 'cookies' | 'services'>

/** The cookie as listed: `<ID>` in its name replaced by its tag's configured ID. */
function listedCookie(measurement: MeasurementConfig, cookie: CookieEntry): CookieEntry {
  if (cookie.setBy === 'site' || !cookie.name.includes(COOKIE_ID_PLACEHOLDER)) return cookie
  return { ...cookie, name: cookie.name.replaceAll(COOKIE_ID_PLACEHOLDER, tagIdWithoutPrefix(measurement, cookie.setBy) ?? COOKIE_ID_PLACEHOLDER) }
}

/** Whether what sets a cookie or is a service is there under the configuration: the site and the embeds always, a tag while configured, the site's own measuring while on. */
export function isPresent(measurement: MeasurementConfig, source: 'site' | TagService | SiteMeasure | undefined): boolean {
  return (
    source === undefined ||
    source === 'site' ||
    (configuredTagServices(measurement) as string[]).includes(source) ||
    (siteMeasures(measurement) as string[]).includes(source)
  )
}

/**
 * The cookie purposes as the site claims them under its configuration, in the collection's order:
 * the site's own cookies and the embeds always, a tag's cookies and service only while the tag is
 * configured (`<ID>` in a cookie's name replaced by the tag's ID). A purpose is offered when it is
 * "necessary" or keeps at least one cookie or service; the others are left out. Everything that shows
 * the purposes to a visitor (the cookie policy, the consent dialog, the consent cookie) reads these.
 */
export function claimedCookiePurposes<P extends PurposeLists>(measurement: MeasurementConfig, purposes: readonly P[]): P[] {
  const claimed = (source: 'site' | TagService | SiteMeasure | undefined) => isPresent(measurement, source)
  return purposes
    .map((purpose) => ({
      ...purpose,
      cookies: purpose.cookies.filter((cookie) => claimed(cookie.setBy)).map((cookie) => listedCookie(measurement, cookie)),
      services: purpose.services.filter((service: ServiceEntry) => claimed(service.tag ?? service.own)),
    }))
    .filter((purpose) => purpose.id === 'necessary' || purpose.cookies.length > 0 || purpose.services.length > 0)
}

/** The purposes offered to a visitor under the configuration, in the collection's order ("statistics" only while a statistics tag is configured or the site measures speed). */
export function offeredPurposes(measurement: MeasurementConfig, purposes: readonly PurposeLists[]): ConsentPurpose[] {
  return claimedCookiePurposes(measurement, purposes).map((purpose) => purpose.id)
}
