import { describe, expect, it } from 'vitest'
import type { TagRuntimeConfig } from './runtimeConfig.ts'
import { tagRuntimeNeeded, type TagState } from './runtimeNeeded.ts'

const GOOGLE_TAG = { src: 'https://tags.example/gtag/js', analyticsId: 'G-AB12CD34EF', adsId: null, labels: {} }
/** GA4 alone: it waits for statistics. */
const ANALYTICS_ONLY: TagRuntimeConfig = {
  googleTag: GOOGLE_TAG,
  metaPixel: null,
  cookies: { statistics: ['_ga', '_ga_AB12CD34EF'], marketing: [] },
  bookingOrigin: 'https://calendly.com',
}
/** Meta's pixel alone: it waits for marketing. */
const PIXEL_ONLY: TagRuntimeConfig = {
  googleTag: null,
  metaPixel: { src: 'https://tags.example/fbevents.js', pixelId: '123456789012345' },
  cookies: { statistics: [], marketing: ['_fbp'] },
  bookingOrigin: 'https://calendly.com',
}
const NOTHING_HELD: TagState = { allowed: [], cookies: ['cookie_preferences'], visitKept: false }

describe("whether a page fetches the tags' runtime", () => {
  it("not while the visitor allows none of the configured tags' purposes and the device holds nothing of theirs", () => {
    expect(tagRuntimeNeeded(ANALYTICS_ONLY, NOTHING_HELD)).toBe(false)
    expect(tagRuntimeNeeded(ANALYTICS_ONLY, { ...NOTHING_HELD, allowed: ['preferences', 'marketing'] })).toBe(false)
    expect(tagRuntimeNeeded(PIXEL_ONLY, { ...NOTHING_HELD, allowed: ['preferences'] })).toBe(false)
  })

  it("when the visitor allows a configured tag's purpose", () => {
    expect(tagRuntimeNeeded(ANALYTICS_ONLY, { ...NOTHING_HELD, allowed: ['statistics'] })).toBe(true)
    expect(tagRuntimeNeeded(PIXEL_ONLY, { ...NOTHING_HELD, allowed: ['preferences', 'marketing'] })).toBe(true)
  })

  it('when the device holds a configured tag’s cookie of a purpose not allowed, which the runtime deletes', () => {
    expect(tagRuntimeNeeded(ANALYTICS_ONLY, { ...NOTHING_HELD, cookies: ['cookie_preferences', '_ga_AB12CD34EF'] })).toBe(true)
    expect(tagRuntimeNeeded(PIXEL_ONLY, { ...NOTHING_HELD, allowed: ['statistics'], cookies: ['_fbp'] })).toBe(true)
    // A cookie no configured tag sets does not count.
    expect(tagRuntimeNeeded(PIXEL_ONLY, { ...NOTHING_HELD, cookies: ['_ga'] })).toBe(false)
  })

  it('when the tab keeps the visit’s first page without consent to statistics, which the runtime removes', () => {
    expect(tagRuntimeNeeded(PIXEL_ONLY, { ...NOTHING_HELD, visitKept: true })).toBe(true)
    expect(tagRuntimeNeeded(PIXEL_ONLY, { ...NOTHING_HELD, allowed: ['statistics'], visitKept: true })).toBe(false)
  })
})
