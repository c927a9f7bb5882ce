// @vitest-environment node
import { BYTE_BUDGETS } from './budgets.ts'
import { inpMiss, inpTable, JS_BEFORE_INTERACTION_TARGET, median, misses, perRound, phoneSummary, ratioLimits, table, TARGETS_TEXT } from './report.ts'
import type { Row } from './report.ts'
import type { PhoneLoad } from './interactive.ts'

function row(overrides: Partial<Row> = {}, median: Partial<Row['median']> = {}, phone: Partial<Row['phone']> = {}): Row {
  return {
    route: '/kontakt',
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
      '/kontakt',
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

describe('ratioLimits', () => {
  it('allows 1.1x the floor, the home page 1.35x on a first visit and 1.15x on a repeat, a blog article LCP 1.2x', () => {
    expect(ratioLimits('/kontakt')).toEqual({ fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1 })
    expect(ratioLimits('/blog')).toEqual({ fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1 })
    expect(ratioLimits('/')).toEqual({ fcp: 1.35, lcp: 1.35, repeatFcp: 1.15, repeatLcp: 1.15 })
    expect(ratioLimits('/blog/roi-tracking')).toEqual({ fcp: 1.1, lcp: 1.2, repeatFcp: 1.1, repeatLcp: 1.2 })
  })
})

describe('misses', () => {
  it('is empty when every target is met, at the limits included', () => {
    expect(
      misses(
        row({ ratios: { fcp: 1.1, lcp: 1.1, repeatFcp: 1.1, repeatLcp: 1.1 }, tbtOverFloor: 9.9 }, {}, { jsBeforeInteraction: 60_000, islandResponse: 600 }),
      ),
    ).toEqual([])
    expect(misses(row({}, {}, { islandResponse: null }))).toEqual([])
    expect(misses(row({ route: '/', ratios: { fcp: 1.35, lcp: 1.35, repeatFcp: 1.15, repeatLcp: 1.15 } }))).toEqual([])
    expect(misses(row({ route: '/blog/roi-tracking', ratios: { fcp: 1.1, lcp: 1.2, repeatFcp: 1.1, repeatLcp: 1.2 } }))).toEqual([])
  })

  it('allows more than BYTE_BUDGETS.js before interaction only where an island is near the first screen, whose code loads then', () => {
    expect(misses(row({}, {}, { jsBeforeInteraction: 148_400 }))).toEqual(['JavaScript before interaction 148.4 KB > 145 KB'])
    expect(misses(row({}, {}, { jsBeforeInteraction: 118_400, islandNear: true }))).toEqual([])
  })

  it('takes the JavaScript target from the byte budget of all a page starts', () => {
    expect(JS_BEFORE_INTERACTION_TARGET).toBe(BYTE_BUDGETS.js)
  })

  it('names every target it misses', () => {
    expect(
      misses(
        row(
          { ratios: { fcp: 1.3, lcp: 1.12, repeatFcp: 1.2, repeatLcp: 1.11 }, tbtOverFloor: 10 },
          { performance: 99, seo: 98, cls: 0.02 },
          { islandResponse: 651 },
        ),
      ),
    ).toEqual([
      'Performance 99 < 100',
      'SEO 98 < 100',
      'FCP/floor 1.30 > 1.1',
      'LCP/floor 1.12 > 1.1',
      'repeat FCP/floor 1.20 > 1.1',
      'repeat LCP/floor 1.11 > 1.1',
      'TBT−floor 10 ms >= 10',
      'CLS 0.020 > 0',
      'island #kontakt answers after 651 ms > 600',
    ])
  })

  it("judges the home page's and a blog article's ratios by their own limits", () => {
    expect(misses(row({ route: '/', ratios: { fcp: 1.36, lcp: 1.3, repeatFcp: 1.16, repeatLcp: 1.1 } }))).toEqual([
      'FCP/floor 1.36 > 1.35',
      'repeat FCP/floor 1.16 > 1.15',
    ])
    expect(misses(row({ route: '/blog/roi-tracking', ratios: { fcp: 1.15, lcp: 1.19, repeatFcp: 1.1, repeatLcp: 1.21 } }))).toEqual([
      'FCP/floor 1.15 > 1.1',
      'repeat LCP/floor 1.21 > 1.2',
    ])
  })
})

describe('INP', () => {
  const rows = [
    { name: 'mobile menu: open, close', route: '/', inp: 184 },
    { name: 'contact form: send empty', route: '/kontakt', inp: 200.4 },
  ]

  it('shows a line per interaction with its median INP and the target', () => {
    const [header, rule, ...lines] = inpTable(rows).split('\n')
    expect(header!.split(/\s{2,}/)).toEqual(['Interaction', 'Route', 'INP ms', 'Target'])
    expect(rule).toMatch(/^-+$/)
    expect(lines.map((line) => line.split(/\s{2,}/))).toEqual([
      ['mobile menu: open, close', '/', '184', '<= 200'],
      ['contact form: send empty', '/kontakt', '200', '<= 200'],
    ])
  })

  it('misses the target above 200 ms only', () => {
    expect(inpMiss(rows[0]!)).toBeUndefined()
    expect(inpMiss({ ...rows[0]!, inp: 200 })).toBeUndefined()
    expect(inpMiss(rows[1]!)).toBe('INP 200 ms > 200')
  })
})

describe('TARGETS_TEXT', () => {
  it('states the targets the checks apply', () => {
    for (const text of [
      'Lighthouse 100',
      '1.35x',
      '1.15x',
      'LCP 1.2x',
      '<= 145 KB',
      'within 600 ms',
      'within\n         150 ms',
      'reduced motion',
      'INP <= 200 ms',
    ])
      expect(TARGETS_TEXT).toContain(text)
  })
})
