// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cspHeader } from '../../head/securityPolicy.ts'
import { bundleInlineScripts } from '../../head/inlineScripts.ts'
import { site } from '../../content/siteConfig.ts'
import { withEnv } from '../../site/buildEnv.ts'
import { tagHosts } from './tagHosts.ts'

const { scripts } = await bundleInlineScripts()
const everything = {
  VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF',
  VITE_GOOGLE_ADS_ID: 'AW-123456789',
  VITE_META_PIXEL_ID: '123456789012345',
}

describe('the hosts the measurement tags add to the Content Security Policy', () => {
  it('are none while no tag is configured (the demo), and the policy names no tag host', () => {
    expect(tagHosts(site.measurement)).toEqual({ 'script-src': [], 'img-src': [], 'connect-src': [] })
    expect(cspHeader(site, scripts)).not.toMatch(/google|facebook|doubleclick/)
  })

  it("are Google's for GA4 alone, and Meta's only with its pixel", () => {
    const hosts = tagHosts(withEnv(site, { VITE_GOOGLE_ANALYTICS_ID: 'G-AB12CD34EF' }).measurement)
    expect(hosts['script-src']).toEqual(['https://*.googletagmanager.com'])
    expect(hosts['connect-src']).toEqual(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'])
    expect(Object.values(hosts).flat().join(' ')).not.toMatch(/facebook|doubleclick|googleadservices/)
  })

  it('cover every configured tag in the policy, and a stand-in on this machine only by its own origin', () => {
    const configured = withEnv(site, { ...everything, VITE_META_PIXEL_SCRIPT_URL: 'http://127.0.0.1:4999/fbevents.js' })
    const policy = cspHeader(configured, scripts)
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))!
    expect(directive('script-src')).toContain('https://www.googleadservices.com')
    expect(directive('script-src')).toContain('http://127.0.0.1:4999')
    expect(directive('connect-src')).toContain('https://www.facebook.com')
    expect(directive('connect-src')).not.toContain('https://connect.facebook.net')
    expect(tagHosts(configured.measurement)['script-src']).not.toContain('https://connect.facebook.net/en_US/fbevents.js')
  })
})
