// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { reportHtml, reportText, type VitalsReport } from './report.ts'

const REPORT: VitalsReport = {
  days: 28,
  routes: [
    { path: '/', viewport: 'phone', metric: 'LCP', p75: 2480, samples: 120 },
    { path: '/', viewport: 'phone', metric: 'INP', p75: 240, samples: 80 },
    { path: '/', viewport: 'phone', metric: 'CLS', p75: 0.31, samples: 120 },
    { path: '/kontakt', viewport: 'desktop', metric: 'LCP', p75: 4100, samples: 9 },
  ],
  worstTargets: [{ element: 'input#skriv-name', island: 'skriv', p75: 352, samples: 12, starting: 10 }],
}

describe('npm run vitals', () => {
  it("prints each route and viewport's 75th percentiles rated by Google's thresholds, and the worst INP targets with their islands", () => {
    const text = reportText(REPORT)
    expect(text).toContain('last 28 days')
    expect(text).toMatch(/^\/\s+phone\s+2480 ms good \(n=120\)\s+240 ms needs improvement \(n=80\)\s+0\.31 poor \(n=120\)$/m)
    expect(text).toMatch(/^\/kontakt\s+desktop\s+4100 ms poor \(n=9\)\s+–\s+–$/m)
    expect(text).toContain('1. input#skriv-name in island "skriv": INP p75 352 ms needs improvement, 12 interaction(s), 10 while the island was starting')
    expect(reportText({ days: 28, routes: [], worstTargets: [] })).toBe('No page views measured in the last 28 days.')
  })

  it('writes a self-contained HTML page: a chart per Core Web Vital with its thresholds, and no outside file', () => {
    const html = reportHtml({ ...REPORT, worstTargets: [{ ...REPORT.worstTargets[0]!, element: '<script>alert(1)</script>' }] })
    expect(html.match(/<svg /g)).toHaveLength(3)
    for (const metric of ['LCP', 'INP', 'CLS']) expect(html).toContain(`<h2>${metric}</h2>`)
    expect(html).toContain('good ≤ 2500 ms')
    expect(html).toContain('poor > 0.25')
    expect(html).not.toMatch(/\b(src|href)=/)
    expect(html).not.toContain('<script>')
    expect(html).toContain('&#60;script&#62;')
  })
})
