// @vitest-environment node
import { BYTE_BUDGETS } from './budgets.ts'
import {
  againstSlowestFloor,
  JS_BEFORE_INTERACTION_TARGET,
  median,
  misses,
  navigationMisses,
  navigationSummary,
  navigationTable,
  perRound,
  phoneSummary,
  ratioLimits,
  table,
  TARGETS_TEXT,
} from './report.ts'
import type { Row } from './report.ts'
import type { PhoneLoad } from './phoneLoad.ts'
import type { NavigationRound } from './navigation.ts'

function row(overrides: Partial<Row> = {}, median: Partial<Row['median']> = {}, phone: Partial<Row['phone']> = {}): Row {
  return {
    route: '/kontakt',
    bytes: { html: 12_345, htmlBrotli: 10_234, js: 98_765, jsBeforeInteraction: 1_710, css: 4_321 },
    median: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcp: 700, lcp: 800, tbt: 10, cls: 0, tti: 812, ...median },
    ratios: { fcp: 1.05, lcp: 1.08, repeatFcp: 1.02, repeatLcp: 1.04, tti: 1.07 },
    tbtOverFloor: 4,
    phone: { jsRun: 84_900, jsAhead: 0, requests: 3, selfStarted: true, slowest: { id: 'book', ms: 250 }, ...phone },
    ...overrides,
  }
}

function load(overrides: Partial<PhoneLoad> & { run?: number; ahead?: number }): PhoneLoad {
  const { run = 1_800, ahead = 0, ...rest } = overrides
  return { fcp: 600, requests: 2, islands: [], idle: true, js: { run, ahead, inline: 1_800, runFiles: [], aheadFiles: [] }, ...rest }
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(() => median([])).toThrow()
  })
})

describe('perRound', () => {
  it('compares each round with the floor of the same round, then takes the median', () => {
    // Round 2 was slow for both: its ratio is as good as the others', though its times are not.
    expect(perRound([700, 1400, 660], [600, 1200, 600], (route, floor) => route / floor)).toBeCloseTo(1.1667, 3)
    expect(perRound([30, 80, 20], [10, 70, 0], (route, floor) => route - floor)).toBe(20)
    expect(() => perRound([1, 2], [1], (a, b) => a / b)).toThrow('2 runs against 1 floor runs')
  })
})

describe('againstSlowestFloor', () => {
  it("divides the route's median by the floor's slowest round", () => {
    // The floor's two modes (620 and 750 ms): the slower one is the reference.
    expect(againstSlowestFloor([700, 820, 760], [620, 750, 620])).toBeCloseTo(760 / 750, 5)
    expect(() => againstSlowestFloor([700], [])).toThrow('no floor runs')
  })
})

describe('phoneSummary', () => {
  it('takes medians, shows the self-started island with the slowest median, and counts islands as started by themselves when they did in most loads', () => {
    const summary = phoneSummary([
      load({
        run: 3_000,
        ahead: 70_000,
        islands: [
          { id: 'book', ms: 280 },
          { id: 'kontaktinfo', ms: 300 },
        ],
      }),
      load({
        run: 120_000,
        islands: [
          { id: 'book', ms: 320 },
          { id: 'kontaktinfo', ms: 290 },
        ],
      }),
      load({ run: 2_000, ahead: 80_000, islands: [{ id: 'book', ms: 900 }] }),
    ])
    expect(summary).toEqual({ jsRun: 3_000, jsAhead: 70_000, requests: 2, selfStarted: true, slowest: { id: 'book', ms: 320 } })
    expect(phoneSummary([load({})]).slowest).toBeNull()
    expect(phoneSummary([load({ islands: [{ id: 'book', ms: 300 }] }), load({}), load({})]).selfStarted).toBe(false)
  })
})

describe('table', () => {
  it('has a column for every figure, the ratios to the floor, TTI and the phone figures included', () => {
    const [header, rule, line] = table([row()]).split('\n')
    expect(header!.split(/\s{2,}/)).toEqual([
      'Route',
      'HTML KB gz',
      'JS KB gz',
      'JS before KB',
      'JS run KB',
      'JS ahead KB',
      'Requests',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP/floor',
      'LCP/floor',
      'FCP/floor rep',
      'LCP/floor rep',
      'TTI ms',
      'TTI/floor',
      'TBT−floor',
      'CLS',
      'Island ms',
    ])
    expect(rule).toMatch(/^-+$/)
    expect(line!.trim().split(/\s{2,}/)).toEqual([
      '/kontakt',
      '12.3',
      '98.8',
      '1.7',
      '84.9*',
      '0.0',
      '3',
      '100',
      '100',
      '100',
      '100',
      '1.05',
      '1.08',
      '1.02',
      '1.04',
      '812',
      '1.07',
      '4',
      '0.000',
      '250 #book',
    ])
  })

  it('marks the JavaScript run without a star when no island started by itself, and says so', () => {
    expect(table([row({}, {}, { selfStarted: false, jsRun: 1_800, jsAhead: 84_000, slowest: null })]).split('\n')[2]).toMatch(/ 1\.8 +84\.0 .* none started$/)
  })
})

describe('ratioLimits', () => {
  it('allows 1.1x the floor, the home page 1.35x on a first visit (TTI too) and 1.15x on a repeat, a blog article LCP 1.2x', () => {
    expect(ratioLimits('/kontakt')).toEqual({ fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1, tti: 1.1 })
    expect(ratioLimits('/blog')).toEqual({ fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1, tti: 1.1 })
    expect(ratioLimits('/')).toEqual({ fcp: 1.35, lcp: 1.35, repeatFcp: 1.15, repeatLcp: 1.15, tti: 1.35 })
    expect(ratioLimits('/blog/roi-tracking')).toEqual({ fcp: 1.1, lcp: 1.2, repeatFcp: 1.1, repeatLcp: 1.2, tti: 1.1 })
  })
})

describe('misses', () => {
  it('is empty when every target is met, at the limits included', () => {
    expect(
      misses(
        row(
          {
            ratios: { fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1, tti: 1.1 },
            tbtOverFloor: 30,
            bytes: { ...row().bytes, jsBeforeInteraction: JS_BEFORE_INTERACTION_TARGET },
          },
          {},
          { slowest: { id: 'book', ms: 400 } },
        ),
      ),
    ).toEqual([])
    expect(misses(row({}, {}, { slowest: null }))).toEqual([])
    expect(misses(row({ route: '/', ratios: { fcp: 1.35, lcp: 1.35, repeatFcp: 1.15, repeatLcp: 1.15, tti: 1.35 } }))).toEqual([])
    expect(misses(row({ route: '/blog/roi-tracking', ratios: { fcp: 1.1, lcp: 1.2, repeatFcp: 1.1, repeatLcp: 1.2, tti: 1.1 } }))).toEqual([])
  })

  it('judges the JavaScript run before the first interaction where no island started by itself, and from the built page', () => {
    expect(misses(row({}, {}, { jsRun: 148_400 }))).toEqual([])
    expect(misses(row({}, {}, { jsRun: JS_BEFORE_INTERACTION_TARGET, jsAhead: 90_000, selfStarted: false, slowest: null }))).toEqual([])
    expect(misses(row({}, {}, { jsRun: JS_BEFORE_INTERACTION_TARGET + 100, selfStarted: false, slowest: null }))).toEqual([
      `JavaScript run before interaction ${((JS_BEFORE_INTERACTION_TARGET + 100) / 1000).toFixed(1)} KB > ${JS_BEFORE_INTERACTION_TARGET / 1000} KB (no island started by itself)`,
    ])
    expect(misses(row({ bytes: { ...row().bytes, jsBeforeInteraction: JS_BEFORE_INTERACTION_TARGET + 100 } }))).toEqual([
      `JavaScript before interaction ${((JS_BEFORE_INTERACTION_TARGET + 100) / 1000).toFixed(1)} KB > ${JS_BEFORE_INTERACTION_TARGET / 1000} KB`,
    ])
  })

  it('takes the JavaScript target from the byte budget of what runs before the first interaction', () => {
    expect(JS_BEFORE_INTERACTION_TARGET).toBe(BYTE_BUDGETS.jsBeforeInteraction)
  })

  it('names every target it misses', () => {
    expect(
      misses(
        row(
          { ratios: { fcp: 1.3, lcp: 1.12, repeatFcp: 1.2, repeatLcp: 1.11, tti: 1.2 }, tbtOverFloor: 31 },
          { performance: 99, seo: 98, cls: 0.02 },
          { slowest: { id: 'skriv', ms: 401 } },
        ),
      ),
    ).toEqual([
      'Performance 99 < 100',
      'SEO 98 < 100',
      'FCP/floor 1.30 > 1.1',
      'LCP/floor 1.12 > 1.1',
      'repeat FCP/floor 1.20 > 1.1',
      'repeat LCP/floor 1.11 > 1.1',
      'TTI/floor 1.20 > 1.1',
      'TBT−floor 31 ms > 30',
      'CLS 0.020 > 0',
      'island #skriv ready after 401 ms > 400',
    ])
  })

  it("judges a noindex page's SEO by its audits other than is-crawlable, and names it in the table", () => {
    const noindex = row({ route: '/servicevilkaar', noindex: true, failingAudits: ['seo/is-crawlable'] }, { seo: 66 })
    expect(misses(noindex)).toEqual([])
    expect(misses({ ...noindex, failingAudits: ['seo/is-crawlable', 'seo/link-text', 'accessibility/label'] })).toEqual(['SEO audits failing: seo/link-text'])
    expect(table([noindex]).split('\n')[2]).toMatch(/^\/servicevilkaar \(noindex\) /)
  })

  it("judges the home page's and a blog article's ratios by their own limits", () => {
    expect(misses(row({ route: '/', ratios: { fcp: 1.36, lcp: 1.3, repeatFcp: 1.16, repeatLcp: 1.1, tti: 1.36 } }))).toEqual([
      'FCP/floor 1.36 > 1.35',
      'repeat FCP/floor 1.16 > 1.15',
      'TTI/floor 1.36 > 1.35',
    ])
    expect(misses(row({ route: '/blog/roi-tracking', ratios: { fcp: 1.15, lcp: 1.19, repeatFcp: 1.1, repeatLcp: 1.21, tti: 1.1 } }))).toEqual([
      'FCP/floor 1.15 > 1.1',
      'repeat LCP/floor 1.21 > 1.2',
    ])
  })
})

describe('navigation', () => {
  const round = (overrides: Partial<NavigationRound>): NavigationRound => ({
    prerendered: 60,
    wasPrerendered: true,
    rulesOff: 110,
    plainLoad: 240,
    floorLoad: 200,
    floorRepeat: 100,
    ...overrides,
  })

  it('takes medians, and the ratios to the floor round by round', () => {
    const summary = navigationSummary([
      round({}),
      round({ prerendered: 80, rulesOff: 300, floorRepeat: 280 }),
      round({ wasPrerendered: false, prerendered: 400 }),
    ])
    expect(summary).toMatchObject({ prerendered: 80, prerenderedRounds: [2, 3], rulesOff: 110, floorRepeat: 100, plainLoadRatio: 1.2 })
    expect(summary.rulesOffRatio).toBeCloseTo(1.1, 5)
    expect(navigationMisses(summary)).toEqual([])
  })

  it('misses a prerendered page shown later than 100 ms, a page not prerendered in most rounds, and a slow load without the rules', () => {
    const summary = navigationSummary([round({ prerendered: 101, wasPrerendered: false, rulesOff: 111 })])
    expect(navigationMisses(summary)).toEqual([
      'the next page was prerendered in only 0 of 1 rounds',
      'prerendered page shown 101 ms after the click > 100',
      "FCP with the speculation rules off 1.11x the floor's repeat visit > 1.1",
    ])
  })

  it('shows a line per way of reaching the next page', () => {
    const lines = navigationTable(navigationSummary([round({})])).split('\n')
    expect(lines.map((line) => line.split(/\s{2,}/))).toEqual([
      ['Navigation', 'ms', 'Floor ms', '/floor', 'Target'],
      [expect.stringMatching(/^-+$/)],
      ['plain load (fresh context), FCP', '240', '200', '1.20', '-'],
      ['prerendered (1/1 rounds), click to shown', '60', '-', '-', '<= 100'],
      ['speculation rules off, warm cache, FCP', '110', '100', '1.10', '<= 1.1x'],
    ])
  })
})

describe('TARGETS_TEXT', () => {
  it('states the targets the checks apply', () => {
    for (const text of [
      'Lighthouse 100',
      '1.35x',
      '1.15x',
      'LCP 1.2x',
      "TBT at most the floor's + 30 ms",
      `<= ${JS_BEFORE_INTERACTION_TARGET / 1000} KB`,
      'within 400 ms',
      '100 ms of the click',
      'within 1.1x',
      'without the view transition',
    ])
      expect(TARGETS_TEXT).toContain(text)
  })
})
