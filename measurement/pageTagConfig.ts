// Server and build only: the tags' configuration as every page's head carries it.
import { getCollection } from '../renderer/content.ts'
import { site } from '../renderer/siteConfig.ts'
import { tagRuntimeConfig, type TagRuntimeConfig } from './runtimeConfig.ts'

/** The configured tags and the cookies they set, by purpose (the cookie policy's own list); null when none is configured. */
export function pageTagConfig(): TagRuntimeConfig | null {
  const cookiesOf = (purpose: 'statistics' | 'marketing') =>
    getCollection('cookiePurposes')
      .filter((item) => item.id === purpose)
      .flatMap((item) => item.cookies.map((cookie) => cookie.name))
  return tagRuntimeConfig(site, { statistics: cookiesOf('statistics'), marketing: cookiesOf('marketing') })
}
