// @vitest-environment node
import { danishDateOf, danishLongDate } from './danishDate.ts'

describe('danishLongDate', () => {
  it('writes every month and day as Intl writes a Danish long date', () => {
    const intl = new Intl.DateTimeFormat('da-DK', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const iso = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
        expect(danishLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)))
      }
    }
  })

  it('reads the date as written, whatever the time zone', () => {
    expect(danishLongDate('2025-08-15')).toBe('15. august 2025')
    expect(danishLongDate('2026-01-01')).toBe('1. januar 2026')
  })
})

describe('danishDateOf', () => {
  it('gives the date in Denmark, which can be a day after UTC', () => {
    expect(danishDateOf('2026-11-23T23:30:00Z')).toBe('24. november 2026')
    expect(danishDateOf('2026-07-01T12:00:00Z')).toBe('1. juli 2026')
  })
})
