import { median, misses, perRound, phoneSummary, table } from './report.ts'
import type { Row } from './report.ts'
import type { PhoneLoad } from './interactive.ts'

function row(overrides: Partial<Row> = {}, median: Partial<Row['median']> = {}, phone: Partial<Row['phone']> = {}): Row {
  return {
    route: '/',
    bytes: { html: 12_345, htmlBrotli: 10_234, js: 98_765, jsBeforeInteraction: 3_210, css: 4_321 },
    median: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcp: 700, lcp: 800, tbt: 10, cls: 0, ...median },
    ratios: { fcp: 1.05, lcp: 1.08, repeatFcp: 1.02, repeatLcp: 1.04 },
    tbtOverFloor: 4,
    phone: { jsBeforeInteraction: 2_900, requests: 3, islandNear: false, islandResponse: 250, island: 'kontakt', ...phone },
    ...overrides,
  }
}

function load(overrides: Partial<PhoneLoad>): PhoneLoad {
  return {
    fcp: 600,
    jsBeforeInteraction: 3_000,
    requests: 2,
    islandNear: false,
    hydratedWithoutInteraction: false,
    islandResponse: null,
    island: null,
    ...overrides,
  }
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

describe('phoneSummary', () => {
  it('takes medians, and counts an island near when it was in most loads', () => {
    const summary = phoneSummary([
      load({ jsBeforeInteraction: 3_000, islandNear: true, islandResponse: 280, island: 'book' }),
      load({ jsBeforeInteraction: 120_000, islandNear: true, islandResponse: 320, island: 'book' }),
      load({ jsBeforeInteraction: 2_000 }),
    ])
    expect(summary).toEqual({ jsBeforeInteraction: 3_000, requests: 2, islandNear: true, islandResponse: 300, island: 'book' })
    expect(phoneSummary([load({})]).islandResponse).toBeNull()
  })
})

describe('table', () => {
  it('has a column for every figure, the ratios to the floor and the phone figures included', () => {
    const [header, rule, line] = table([row()]).split('\n')
    expect(header!.split(/\s{2,}/)).toEqual([
      'Route',
      'HTML KB gz',
      'JS KB gz',
      'JS before KB',
      'Requests',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP/floor',
      'LCP/floor',
      'FCP/floor rep',
      'LCP/floor rep',
      'TBT−floor',
      'CLS',
      'Island ms',
    ])
    expect(rule).toMatch(/^-+$/)
    expect(line!.trim().split(/\s+/)).toEqual([
      '/',
      '12.3',
      '98.8',
      '2.9',
      '3',
      '100',
      '100',
      '100',
      '100',
      '1.05',
      '1.08',
      '1.02',
      '1.04',
      '4',
      '0.000',
      '250',
    ])
  })

  it('stars the JavaScript of a page with an island near its first screen, and shows a dash without islands', () => {
    const line = table([row({}, {}, { islandNear: true, jsBeforeInteraction: 118_400, islandResponse: null })]).split('\n')[2]!
    expect(line).toContain(' 118.4* ')
    expect(line).toMatch(/ -$/)
  })
})

describe('misses', () => {
  it('is empty when every target is met, at the limits included', () => {
    expect(
      misses(
        row({ ratios: { fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1 }, tbtOverFloor: 9.9 }, {}, { jsBeforeInteraction: 60_000, islandResponse: 300 }),
      ),
    ).toEqual([])
    expect(misses(row({}, {}, { islandResponse: null }))).toEqual([])
  })

  it('allows more than 60 KB before interaction only where an island is near the first screen, whose code loads then', () => {
    expect(misses(row({}, {}, { jsBeforeInteraction: 118_400 }))).toEqual(['JavaScript before interaction 118.4 KB > 60 KB'])
    expect(misses(row({}, {}, { jsBeforeInteraction: 118_400, islandNear: true }))).toEqual([])
  })

  it('names every target it misses', () => {
    expect(
      misses(
        row(
          { ratios: { fcp: 1.3, lcp: 1.12, repeatFcp: 1.2, repeatLcp: 1.11 }, tbtOverFloor: 10 },
          { performance: 92, seo: 98, cls: 0.02 },
          { islandResponse: 651 },
        ),
      ),
    ).toEqual([
      'Performance 92 < 99',
      'SEO 98 < 100',
      'FCP/floor 1.30 > 1.1',
      'LCP/floor 1.12 > 1.1',
      'repeat FCP/floor 1.20 > 1.1',
      'repeat LCP/floor 1.11 > 1.1',
      'TBT−floor 10 ms >= 10',
      'CLS 0.020 > 0',
      'island #kontakt answers after 651 ms > 300',
    ])
  })
})
