import { median, misses, table } from './report.ts'
import type { Row } from './report.ts'

function row(overrides: Partial<Row> = {}, median: Partial<Row['median']> = {}): Row {
  return {
    route: '/',
    bytes: { html: 12_345, js: 98_765, jsBeforeInteraction: 3_210, css: 4_321 },
    median: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, fcp: 700, lcp: 800, tbt: 10, cls: 0, ...median },
    lcpRatio: 1.1,
    tbtOverFloor: 10,
    paintToInteractive: 900,
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

describe('table', () => {
  it('has a column for every figure, TBT−floor and paint-to-interactive included', () => {
    const [header, rule, line] = table([row()]).split('\n')
    expect(header!.split(/\s{2,}/)).toEqual([
      'Route',
      'HTML KB gz',
      'JS KB gz',
      'CSS KB gz',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP ms',
      'LCP ms',
      'LCP/floor',
      'TBT ms',
      'TBT−floor',
      'CLS',
      'Paint→interactive ms',
    ])
    expect(rule).toMatch(/^-+$/)
    expect(line!.trim().split(/\s+/)).toEqual(['/', '12.3', '98.8', '4.3', '100', '100', '100', '100', '700', '800', '1.10', '10', '10', '0.000', '900'])
  })

  it('shows a dash for a page that does not hydrate (the floor)', () => {
    expect(table([row({ route: 'floor', paintToInteractive: null })]).split('\n')[2]).toMatch(/ -$/)
  })
})

describe('misses', () => {
  it('is empty when every target is met, at the limits included', () => {
    expect(misses(row({ paintToInteractive: 1000, tbtOverFloor: 49.9 }))).toEqual([])
    expect(misses(row({ paintToInteractive: null }))).toEqual([])
  })

  it('names paint-to-interactive over 1000 ms and TBT−floor of 50 ms or more', () => {
    expect(misses(row({ paintToInteractive: 1834.2, tbtOverFloor: 50 }, { tbt: 12 }))).toEqual(['TBT−floor 50 ms >= 50', 'paint-to-interactive 1834 ms > 1000'])
  })

  it('names the Lighthouse targets it misses', () => {
    expect(misses(row({ lcpRatio: 1.6 }, { performance: 92, seo: 98, tbt: 20, cls: 0.02 }))).toEqual([
      'Performance 92 < 99',
      'SEO 98 < 100',
      'LCP/floor 1.60 > 1.5',
      'TBT 20 ms >= 20',
      'CLS 0.020 >= 0.01',
    ])
  })
})
