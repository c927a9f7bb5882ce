// Server and build only: the tags' configuration as every page's head carries it.
import { getCollection } from '../renderer/content.ts'
import { site } from '../renderer/siteConfig.ts'
import { claimedCookiePurposes } from './claimedCookies.ts'
import { tagRuntimeConfig, type TagRuntimeConfig } from './runtimeConfig.ts'

/** The configured tags and the cookies they set, by purpose, as the cookie policy lists them; null when none is configured. */
export function pageTagConfig(): TagRuntimeConfig | null {
  const claimed = claimedCookiePurposes(site.measurement, getCollection('cookiePurposes'))
  const cookiesOf = (purpose: 'statistics' | 'marketing') =>
    claimed
      .filter((item) => item.id === purpose)
      .flatMap((item) => item.cookies.filter((cookie) => cookie.setBy !== 'site').map((cookie) => cookie.name))
  return tagRuntimeConfig(site, { statistics: cookiesOf('statistics'), marketing: cookiesOf('marketing') })
}
