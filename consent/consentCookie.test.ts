import { JSDOM, VirtualConsole } from 'jsdom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { bundleInlineScript } from '../head/inlineScripts.ts'
import {
  CONSENT_COOKIE,
  CONSENT_TERMS_ATTRIBUTE,
  consentAttribute,
  consentTermsAttribute,
  consentCookieValue,
  readConsent,
  writeConsent,
} from './consentCookie.ts'
import { EVERYTHING_ALLOWED, NOTHING_ALLOWED, OPTIONAL_PURPOSES, type ConsentChoices, type ConsentTerms } from '../schemas/collections/cookiePurpose.ts'

const VERSION = '2026-11-23'
/** Every optional purpose offered (a statistics tag configured). */
const TERMS: ConsentTerms = { policyVersion: VERSION, purposes: OPTIONAL_PURPOSES }
/** No statistics tag configured: "Statistik" is not offered. */
const WITHOUT_STATISTICS: ConsentTerms = { policyVersion: VERSION, purposes: ['preferences', 'marketing'] }
const NOW = new Date('2026-11-23T12:00:00.000Z')
const DAY = 24 * 60 * 60 * 1000
const YEAR = 365 * DAY

/** When a decision made `ms` milliseconds before now was taken. */
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString()

/** The Cookie header holding this decision, made `age` milliseconds ago for `policyVersion`. */
function cookieWith(choices: ConsentChoices, { age = DAY, policyVersion = VERSION } = {}) {
  return `${CONSENT_COOKIE}=${consentCookieValue({ choices, decidedAt: ago(age), policyVersion }, OPTIONAL_PURPOSES)}`
}

const SOME: ConsentChoices = { preferences: false, statistics: true, marketing: false }

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('readConsent', () => {
  it.each([
    ['everything', EVERYTHING_ALLOWED],
    ['nothing', NOTHING_ALLOWED],
    ['statistics only', SOME],
    ['preferences and marketing', { preferences: true, statistics: false, marketing: true }],
  ])('reads back a decision written by consentCookieValue (%s)', (_, choices) => {
    const stored = { choices, decidedAt: ago(3 * DAY), policyVersion: VERSION }
    expect(readConsent(`${CONSENT_COOKIE}=${consentCookieValue(stored, OPTIONAL_PURPOSES)}`, TERMS)).toEqual(stored)
  })

  it('writes a value without characters a cookie may not hold', () => {
    const value = consentCookieValue({ choices: EVERYTHING_ALLOWED, decidedAt: ago(0), policyVersion: VERSION }, OPTIONAL_PURPOSES)
    expect(value).toBe('v=2026-11-23&at=2026-11-23T12%3A00%3A00.000Z&allow=preferences.statistics.marketing')
    expect(value).not.toMatch(/[\s;,"\\]/)
  })

  it('stores only the purposes offered', () => {
    const value = consentCookieValue({ choices: EVERYTHING_ALLOWED, decidedAt: ago(0), policyVersion: VERSION }, WITHOUT_STATISTICS.purposes)
    expect(new URLSearchParams(value).get('allow')).toBe('preferences.marketing')
  })

  it('finds the decision among other cookies, with or without spaces after the semicolons', () => {
    const cookie = cookieWith(SOME)
    expect(readConsent(`_ga=GA1.1.123; ${cookie}; theme=dark`, TERMS)?.choices).toEqual(SOME)
    expect(readConsent(`_ga=GA1.1.123;${cookie};theme=dark`, TERMS)?.choices).toEqual(SOME)
    expect(readConsent(`old_${cookie}`, TERMS)).toBeNull()
  })

  it('does not count a decision that answers another version of the policy', () => {
    expect(readConsent(cookieWith(EVERYTHING_ALLOWED, { policyVersion: '2025-01-01' }), TERMS)).toBeNull()
  })

  it('counts a decision for 365 days, and not once they have passed', () => {
    expect(readConsent(cookieWith(EVERYTHING_ALLOWED, { age: YEAR - 1 }), TERMS)?.choices).toEqual(EVERYTHING_ALLOWED)
    expect(readConsent(cookieWith(EVERYTHING_ALLOWED, { age: YEAR }), TERMS)).toBeNull()
    expect(readConsent(cookieWith(EVERYTHING_ALLOWED, { age: YEAR + DAY }), TERMS)).toBeNull()
  })

  it('ages a decision by the clock', () => {
    const cookie = cookieWith(EVERYTHING_ALLOWED, { age: 0 })
    vi.setSystemTime(NOW.getTime() + YEAR - 1)
    expect(readConsent(cookie, TERMS)).not.toBeNull()
    vi.setSystemTime(NOW.getTime() + YEAR)
    expect(readConsent(cookie, TERMS)).toBeNull()
    expect(readConsent(cookie, TERMS, NOW.getTime())).not.toBeNull()
  })

  it.each([
    ['an unparseable date', `${CONSENT_COOKIE}=v=${VERSION}&at=igaar&allow=marketing`],
    ['no date', `${CONSENT_COOKIE}=v=${VERSION}&allow=marketing`],
    ['an empty date', `${CONSENT_COOKIE}=v=${VERSION}&at=&allow=marketing`],
  ])('does not count a decision with %s', (_, cookie) => {
    expect(readConsent(cookie, TERMS)).toBeNull()
  })

  it.each([
    ['no cookies at all', ''],
    ['only other cookies', '_ga=GA1.1.123; theme=dark'],
    ['an empty consent cookie', `${CONSENT_COOKIE}=`],
    ['a consent cookie that is not ours', `${CONSENT_COOKIE}=%7B%22marketing%22%3Atrue%7D`],
  ])('finds no decision in %s', (_, cookie) => {
    expect(readConsent(cookie, TERMS)).toBeNull()
  })

  it('counts a purpose that is not offered as not allowed', () => {
    expect(readConsent(cookieWith(EVERYTHING_ALLOWED), WITHOUT_STATISTICS)?.choices).toEqual({ preferences: true, statistics: false, marketing: true })
    expect(readConsent(cookieWith(SOME), WITHOUT_STATISTICS)?.choices).toEqual(NOTHING_ALLOWED)
  })

  it('ignores purposes it does not know, and "necessary" (always allowed anyway)', () => {
    const cookie = `${CONSENT_COOKIE}=v=${VERSION}&at=${encodeURIComponent(ago(DAY))}&allow=tracking.marketing.necessary.`
    expect(readConsent(cookie, TERMS)?.choices).toEqual({ preferences: false, statistics: false, marketing: true })
  })
})

describe('writeConsent', () => {
  afterEach(() => {
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
  })

  it('stores the decision for a year on the whole site, readable by readConsent', () => {
    const set = vi.spyOn(Document.prototype, 'cookie', 'set')
    const stored = { choices: SOME, decidedAt: ago(0), policyVersion: VERSION }
    writeConsent(stored, OPTIONAL_PURPOSES)
    expect(set).toHaveBeenCalledExactlyOnceWith(`${CONSENT_COOKIE}=${consentCookieValue(stored, OPTIONAL_PURPOSES)}; Max-Age=31536000; Path=/; SameSite=Lax`)
    set.mockRestore()
    expect(readConsent(document.cookie, TERMS)).toEqual(stored)
  })

  it('rewrites an earlier decision', () => {
    writeConsent({ choices: EVERYTHING_ALLOWED, decidedAt: ago(DAY), policyVersion: VERSION }, OPTIONAL_PURPOSES)
    writeConsent({ choices: NOTHING_ALLOWED, decidedAt: ago(0), policyVersion: VERSION }, OPTIONAL_PURPOSES)
    expect(readConsent(document.cookie, TERMS)).toEqual({ choices: NOTHING_ALLOWED, decidedAt: ago(0), policyVersion: VERSION })
  })
})

describe('consentAttribute', () => {
  it('is absent while undecided, empty for only necessary cookies, else the allowed purposes', () => {
    expect(consentAttribute(null)).toBeNull()
    expect(consentAttribute({ choices: NOTHING_ALLOWED })).toBe('')
    expect(consentAttribute({ choices: SOME })).toBe('statistics')
    expect(consentAttribute({ choices: EVERYTHING_ALLOWED })).toBe('preferences statistics marketing')
  })
})

describe('the consent head script (consent/consentHead.ts, as pages inline it)', () => {
  let headScript = ''
  beforeAll(async () => {
    headScript = (await bundleInlineScript('consentHead')).code
  })

  /**
   * A page whose <head> runs the head script with `terms` on its tag, on this test's clock. With
   * `cookie`, `document.cookie` reads exactly that string (a value the browser's cookie jar may not
   * keep, two cookies of one name, or `throws` for a document denied its cookies); without it, the
   * page has a real, empty cookie jar. A second script after it records `data-consent` as it finds it.
   */
  function pageWithHeadScript({ cookie, terms = TERMS }: { cookie?: string | 'throws'; terms?: ConsentTerms | null } = {}) {
    const errors: string[] = []
    const virtualConsole = new VirtualConsole()
    virtualConsole.on('jsdomError', (error) => errors.push(error.message))
    const tag = terms ? ` ${CONSENT_TERMS_ATTRIBUTE}="${consentTermsAttribute(terms)}"` : ''
    const html = `<!doctype html><html><head><script${tag}>${headScript}</script><script>window.seen = document.documentElement.getAttribute('data-consent')</script></head><body></body></html>`
    const { window } = new JSDOM(html, {
      url: 'https://www.klikvaerk.dk/',
      runScripts: 'dangerously',
      virtualConsole,
      beforeParse(window) {
        window.Date = Date
        if (cookie === undefined) return
        Object.defineProperty(window.document, 'cookie', {
          get: () => {
            if (cookie === 'throws') throw new window.DOMException('The document is sandboxed', 'SecurityError')
            return cookie
          },
        })
      },
    })
    const page = window as typeof window & { seen: string | null }
    return {
      errors,
      /** `data-consent` as the script after the head script found it: null when absent. */
      seen: page.seen,
      /** Clicks a prerendered consent button (optionally answered by an island's own handler first); the decision then stored and `data-consent`. */
      click(choice: string, { handled = false } = {}) {
        const button = window.document.createElement('button')
        button.setAttribute('data-consent-choice', choice)
        window.document.body.append(button)
        if (handled) button.addEventListener('click', (event) => Object.assign(event, { consentHandled: true }))
        button.click()
        button.remove()
        const value = window.document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=([^;]*)`))?.[1]
        return {
          stored: readConsent(window.document.cookie, terms ?? TERMS),
          allow: value === undefined ? null : new URLSearchParams(value).get('allow'),
          attribute: window.document.documentElement.getAttribute('data-consent'),
        }
      },
    }
  }

  const valid = cookieWith(SOME)
  const cookies: [string, string][] = [
    ['everything allowed', cookieWith(EVERYTHING_ALLOWED)],
    ['nothing allowed', cookieWith(NOTHING_ALLOWED)],
    ['statistics only', valid],
    ['preferences and marketing', cookieWith({ preferences: true, statistics: false, marketing: true })],
    ['among other cookies', `_ga=GA1.1.123; ${valid}; theme=dark`],
    ['among other cookies, no spaces', `_ga=GA1.1.123;${valid};theme=dark`],
    ['decided just now', cookieWith(EVERYTHING_ALLOWED, { age: 0 })],
    ['decided a second short of a year ago', cookieWith(EVERYTHING_ALLOWED, { age: YEAR - 1000 })],
    ['decided exactly a year ago', cookieWith(EVERYTHING_ALLOWED, { age: YEAR })],
    ['decided more than a year ago', cookieWith(EVERYTHING_ALLOWED, { age: YEAR + DAY })],
    ['decided in the future (a clock set back)', cookieWith(EVERYTHING_ALLOWED, { age: -DAY })],
    ['another policy version', cookieWith(EVERYTHING_ALLOWED, { policyVersion: '2025-01-01' })],
    ['a date-only decision date', `${CONSENT_COOKIE}=v=${VERSION}&at=2026-11-20&allow=marketing`],
    ['an unparseable date', `${CONSENT_COOKIE}=v=${VERSION}&at=igaar&allow=marketing`],
    ['no date', `${CONSENT_COOKIE}=v=${VERSION}&allow=marketing`],
    ['no version', `${CONSENT_COOKIE}=at=${encodeURIComponent(ago(DAY))}&allow=marketing`],
    ['no allow', `${CONSENT_COOKIE}=v=${VERSION}&at=${encodeURIComponent(ago(DAY))}`],
    ['unknown purposes', `${CONSENT_COOKIE}=v=${VERSION}&at=${encodeURIComponent(ago(DAY))}&allow=tracking.marketing.necessary`],
    ['garbage', `${CONSENT_COOKIE}=%%%garbage&&==`],
    ['the old JSON cookie', `${CONSENT_COOKIE}=%7B%22marketing%22%3Atrue%7D`],
    ['an empty cookie', `${CONSENT_COOKIE}=`],
    ['a cookie whose name only ends the same', `old_${valid}`],
    ['a stale decision before a valid one', `${cookieWith(EVERYTHING_ALLOWED, { age: YEAR + DAY })}; ${valid}`],
    ['only other cookies', '_ga=GA1.1.123; theme=dark'],
    ['no cookies', ''],
  ]

  it.each(cookies)('sets data-consent before the rest of the page runs, exactly as readConsent reads the cookie: %s', (_, cookie) => {
    const page = pageWithHeadScript({ cookie })
    expect(page.seen).toBe(consentAttribute(readConsent(cookie, TERMS)))
    expect(page.errors).toEqual([])
  })

  it.each(cookies)('sets data-consent exactly as readConsent reads the cookie, "Statistik" not offered: %s', (_, cookie) => {
    expect(pageWithHeadScript({ cookie, terms: WITHOUT_STATISTICS }).seen).toBe(consentAttribute(readConsent(cookie, WITHOUT_STATISTICS)))
  })

  it('the table covers decisions that count and decisions that do not', () => {
    const read = cookies.map(([, cookie]) => consentAttribute(readConsent(cookie, TERMS)))
    expect(read).toContain(null)
    expect(read).toContain('')
    expect(read).toContain('statistics')
    expect(read).toContain('preferences statistics marketing')
  })

  it('leaves a first-time visitor unmarked, and never throws: no terms on its tag, or a document denied its cookies', () => {
    for (const page of [pageWithHeadScript(), pageWithHeadScript({ cookie: valid, terms: null }), pageWithHeadScript({ cookie: 'throws' })]) {
      expect(page.seen).toBeNull()
      expect(page.errors).toEqual([])
    }
  })

  it('answers the policy version on its tag: the same script, with other terms, ignores an older decision', () => {
    expect(headScript).not.toContain(VERSION)
    expect(pageWithHeadScript({ cookie: valid, terms: { ...TERMS, policyVersion: '2027-01-01' } }).seen).toBeNull()
  })

  describe("a choice clicked before the page's script runs", () => {
    it('stores "Afvis alle" and "Accepter alle" at the click, as writeConsent would, and marks the page', () => {
      const page = pageWithHeadScript()
      expect(page.click('REJECT_ALL')).toMatchObject({
        stored: { choices: NOTHING_ALLOWED, decidedAt: NOW.toISOString(), policyVersion: VERSION },
        attribute: '',
      })
      expect(page.click('ACCEPT_ALL')).toMatchObject({ stored: { choices: EVERYTHING_ALLOWED }, attribute: 'preferences statistics marketing' })
      expect(page.errors).toEqual([])
    })

    it("adds an embed's purpose to what was allowed before", () => {
      const page = pageWithHeadScript()
      page.click('REJECT_ALL')
      expect(page.click('ALLOW:marketing')).toMatchObject({ stored: { choices: { ...NOTHING_ALLOWED, marketing: true } }, attribute: 'marketing' })
    })

    it("stores a click an island's handler answered first, whatever it marks on the event: the choice is written at the click, hydrated or not", () => {
      expect(pageWithHeadScript().click('ACCEPT_ALL', { handled: true })).toMatchObject({
        stored: { choices: EVERYTHING_ALLOWED },
        attribute: 'preferences statistics marketing',
      })
    })
  })

  describe('a choice clicked before the page\'s script runs, "Statistik" not offered', () => {
    it('"Accepter alle" stores every purpose offered, and only those', () => {
      expect(pageWithHeadScript({ terms: WITHOUT_STATISTICS }).click('ACCEPT_ALL')).toMatchObject({
        allow: 'preferences.marketing',
        attribute: 'preferences marketing',
      })
    })

    it('allowing a purpose that is not offered stores nothing for it', () => {
      expect(pageWithHeadScript({ terms: WITHOUT_STATISTICS }).click('ALLOW:statistics')).toMatchObject({ allow: '', attribute: '' })
    })
  })
})
