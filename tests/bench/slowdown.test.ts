// @vitest-environment node
import { calibratedRate, rateFromEnv, rateText, slowdown, slowdownText } from './slowdown.ts'

describe('calibratedRate', () => {
  it("is Lighthouse's 4x scaled to the machine: 4 x the benchmark index / 1750, to two decimals, never below 1", () => {
    expect(calibratedRate(1750)).toBe(4)
    expect(calibratedRate(1320)).toBe(3.02)
    expect(calibratedRate(2710)).toBe(6.19)
    expect(calibratedRate(437)).toBe(1)
    expect(calibratedRate(300)).toBe(1)
  })
})

describe('rateFromEnv', () => {
  it('reads a fixed rate of at least 1, and nothing when unset or empty', () => {
    expect(rateFromEnv('4')).toBe(4)
    expect(rateFromEnv(' 2.5 ')).toBe(2.5)
    expect(rateFromEnv(undefined)).toBeUndefined()
    expect(rateFromEnv('')).toBeUndefined()
  })

  it('refuses anything else', () => {
    expect(() => rateFromEnv('fast')).toThrow('BENCH_CPU_SLOWDOWN=fast')
    expect(() => rateFromEnv('0.5')).toThrow('at least 1')
  })
})

describe('slowdown', () => {
  it('calibrates unless a fixed rate is given', () => {
    expect(slowdown(1750, undefined)).toEqual({ rate: 4, benchmarkIndex: 1750, fixed: false })
    expect(slowdown(2710, 4)).toEqual({ rate: 4, benchmarkIndex: 2710, fixed: true })
  })

  it('says the rate and the index it came from', () => {
    expect(rateText(4)).toBe('4x')
    expect(rateText(2.71)).toBe('2.71x')
    expect(slowdownText(slowdown(1312.6, undefined))).toBe('CPU 3x slower (4 x Lighthouse CPU benchmark index 1313 / 1750)')
    expect(slowdownText(slowdown(2710, 4))).toBe(
      'CPU 4x slower (fixed by BENCH_CPU_SLOWDOWN; the calibration would give 6.19x: 4 x Lighthouse CPU benchmark index 2710 / 1750)',
    )
  })
})
