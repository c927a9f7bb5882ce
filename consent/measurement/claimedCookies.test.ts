// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { content } from '../../content/content.ts'
import { withEnv } from '../../site/buildEnv.ts'
import { claimedCookiePurposes, offeredPurposes } from './claimedCookies.ts'
import { configuredTagServices } from './tagServices.ts'

const { site, collections } = content()
const purposes = collections.cookiePurposes
const ALL_TAGS = { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF', VITE_GOOGLE_ADS_ID: 'AW-123456789', VITE_META_PIXEL_ID: '123456789012345' }
const measurementWith = (env: Record<string, string>) => withEnv(site, env).measurement

/** Per purpose shown: its cookies' names and lifetimes, and its services' providers. */
const shown = (env: Record<string, string>) =>
  claimedCookiePurposes(measurementWith(env), purposes).map((purpose) => ({
    id: purpose.id,
    cookies: purpose.cookies.map((cookie) => `${cookie.name} (${cookie.lifetime})`),
    services: purpose.services.map((service) => service.provider),
  }))

describe('claimedCookiePurposes', () => {
  it('with no tag configured and no measuring of speed: the site\'s cookies and the embeds; "statistics" is not offered', () => {
    expect(shown({ VITE_WEB_VITALS: 'off' })).toEqual([
      { id: 'necessary', cookies: ['session (Sessionen (slettes, når du lukker browseren))', 'cookie_preferences (1 år)'], services: [] },
      { id: 'preferences', cookies: [], services: ['Calendly'] },
      { id: 'marketing', cookies: [], services: ['Google Maps'] },
    ])
  })

  it('with no tag configured and the site measuring speed (the demo): "statistics" offered for the speed measurement alone, with no cookie', () => {
    expect(shown({}).find((purpose) => purpose.id === 'statistics')).toEqual({ id: 'statistics', cookies: [], services: ['Vores egen server'] })
  })

  it("with every tag configured: what each sets, with the measurement ID in GA4's own cookie name", () => {
    expect(shown(ALL_TAGS)).toEqual([
      { id: 'necessary', cookies: ['session (Sessionen (slettes, når du lukker browseren))', 'cookie_preferences (1 år)'], services: [] },
      { id: 'preferences', cookies: [], services: ['Calendly'] },
      { id: 'statistics', cookies: ['_ga (2 år)', '_ga_AB12CD34EF (2 år)'], services: ['Vores egen server', 'Google Analytics'] },
      { id: 'marketing', cookies: ['_gcl_au (90 dage)', '_fbp (3 måneder)', '_fbc (90 dage)'], services: ['Google Ads', 'Meta', 'Google Maps'] },
    ])
  })

  it("with one tag configured: only that tag's cookies and service", () => {
    expect(shown({ VITE_META_PIXEL_ID: '123456789012345' }).find((purpose) => purpose.id === 'marketing')).toEqual({
      id: 'marketing',
      cookies: ['_fbp (3 måneder)', '_fbc (90 dage)'],
      services: ['Meta', 'Google Maps'],
    })
    expect(offeredPurposes(measurementWith({ VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' }), purposes)).toEqual([
      'necessary',
      'preferences',
      'statistics',
      'marketing',
    ])
  })

  it('never lists a cookie or service of a tag that is not configured', () => {
    for (const env of [{}, { VITE_GOOGLE_ADS_ID: 'AW-123456789' }, ALL_TAGS] as Record<string, string>[]) {
      const measurement = measurementWith(env)
      const configured = new Set<string>(['site', ...configuredTagServices(measurement)])
      for (const purpose of claimedCookiePurposes(measurement, purposes)) {
        for (const cookie of purpose.cookies) expect(configured).toContain(cookie.setBy)
        for (const service of purpose.services) if (service.tag) expect(configured).toContain(service.tag)
        expect(purpose.cookies.map((cookie) => cookie.name).join(' ')).not.toContain('<ID>')
      }
    }
  })

  it('offers "necessary" even with nothing in it, and no other purpose that is left empty', () => {
    const empty = purposes.map((purpose) => ({ ...purpose, cookies: [], services: [] }))
    expect(offeredPurposes(measurementWith(ALL_TAGS), empty)).toEqual(['necessary'])
  })
})
