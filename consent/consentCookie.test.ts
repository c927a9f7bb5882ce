import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONSENT_COOKIE, consentAttribute, consentCookieValue, consentHeadScript, readConsent, writeConsent } from './consentCookie.ts'
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

describe('consentHeadScript', () => {
  /** Runs the head script as the browser would (its click listener aside), over a document whose cookies are `cookie`; the `data-consent` it leaves (null: none). */
  function runHeadScript(cookie: string, terms = TERMS): string | null {
    const attributes = new Map<string, string>()
    const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, String(value)) } }
    new Function('document', 'addEventListener', consentHeadScript(terms))(document, () => {})
    return attributes.get('data-consent') ?? null
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

  it.each(cookies)('sets data-consent exactly as readConsent reads the cookie: %s', (_, cookie) => {
    expect(runHeadScript(cookie)).toBe(consentAttribute(readConsent(cookie, TERMS)))
  })

  it.each(cookies)('sets data-consent exactly as readConsent reads the cookie, "Statistik" not offered: %s', (_, cookie) => {
    expect(runHeadScript(cookie, WITHOUT_STATISTICS)).toBe(consentAttribute(readConsent(cookie, WITHOUT_STATISTICS)))
  })

  it('the table covers decisions that count and decisions that do not', () => {
    const read = cookies.map(([, cookie]) => consentAttribute(readConsent(cookie, TERMS)))
    expect(read).toContain(null)
    expect(read).toContain('')
    expect(read).toContain('statistics')
    expect(read).toContain('preferences statistics marketing')
  })

  it('marks the real document of a returning visitor before the page script runs', () => {
    document.cookie = `${valid}; Path=/`
    try {
      new Function(consentHeadScript(TERMS))()
      expect(document.documentElement.getAttribute('data-consent')).toBe('statistics')
    } finally {
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
      document.documentElement.removeAttribute('data-consent')
    }
  })

  it('leaves a first-time visitor unmarked, and never throws', () => {
    expect(runHeadScript('')).toBeNull()
    expect(() => new Function('document', 'addEventListener', consentHeadScript(TERMS))({}, () => {})).not.toThrow()
  })

  it('answers the policy version it was built for', () => {
    expect(consentHeadScript(TERMS)).toContain(JSON.stringify(VERSION))
    const attributes = new Map<string, string>()
    const document = { cookie: valid, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } }
    new Function('document', 'addEventListener', consentHeadScript({ ...TERMS, policyVersion: '2027-01-01' }))(document, () => {})
    expect(attributes.has('data-consent')).toBe(false)
  })

  describe("a choice clicked before the page's script runs", () => {
    /** Runs the head script on the real document, then clicks a prerendered consent button; the decision then stored. */
    function clickEarly(choice: string, { handled = false } = {}) {
      const button = document.createElement('button')
      button.setAttribute('data-consent-choice', choice)
      document.body.append(button)
      const click = new MouseEvent('click', { bubbles: true })
      if (handled) button.addEventListener('click', (event) => Object.assign(event, { consentHandled: true }))
      button.dispatchEvent(click)
      button.remove()
      return { stored: readConsent(document.cookie, TERMS), attribute: document.documentElement.getAttribute('data-consent') }
    }
    const forget = () => {
      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`
      document.documentElement.removeAttribute('data-consent')
    }
    beforeAll(() => new Function(consentHeadScript(TERMS))())
    afterEach(forget)

    it('stores "Afvis alle" and "Accepter alle" at the click, as writeConsent would, and marks the page', () => {
      expect(clickEarly('REJECT_ALL')).toMatchObject({ stored: { choices: NOTHING_ALLOWED, policyVersion: VERSION }, attribute: '' })
      expect(clickEarly('ACCEPT_ALL')).toMatchObject({ stored: { choices: EVERYTHING_ALLOWED }, attribute: 'preferences statistics marketing' })
      expect(Date.now() - Date.parse(readConsent(document.cookie, TERMS)!.decidedAt)).toBeLessThan(5_000)
    })

    it("adds an embed's purpose to what was allowed before", () => {
      clickEarly('REJECT_ALL')
      expect(clickEarly('ALLOW:marketing')).toMatchObject({ stored: { choices: { ...NOTHING_ALLOWED, marketing: true } }, attribute: 'marketing' })
    })

    it("leaves a click the page's script handled to the page", () => {
      expect(clickEarly('ACCEPT_ALL', { handled: true })).toEqual({ stored: null, attribute: null })
    })
  })

  describe('a choice clicked before the page\'s script runs, "Statistik" not offered', () => {
    /** Runs the head script over a document with no decision yet, then clicks a button storing `choice`; the cookie and attribute it leaves. */
    function clickEarly(choice: string) {
      let onClick: (event: object) => void = () => {}
      const attributes = new Map<string, string>()
      const document = {
        cookie: '',
        documentElement: {
          setAttribute: (name: string, value: string) => attributes.set(name, String(value)),
          getAttribute: (name: string) => attributes.get(name) ?? null,
        },
      }
      new Function('document', 'addEventListener', consentHeadScript(WITHOUT_STATISTICS))(
        document,
        (_: string, listener: typeof onClick) => (onClick = listener),
      )
      onClick({ target: { closest: () => ({ getAttribute: () => choice }) } })
      return {
        allow: new URLSearchParams(document.cookie.split(';')[0]!.slice(`${CONSENT_COOKIE}=`.length)).get('allow'),
        attribute: attributes.get('data-consent'),
      }
    }

    it('"Accepter alle" stores every purpose offered, and only those', () => {
      expect(clickEarly('ACCEPT_ALL')).toEqual({ allow: 'preferences.marketing', attribute: 'preferences marketing' })
    })

    it('allowing a purpose that is not offered stores nothing for it', () => {
      expect(clickEarly('ALLOW:statistics')).toEqual({ allow: '', attribute: '' })
    })
  })
})
