// @vitest-environment node
import { calibratedRate, rateFromEnv, rateText, slowdown, slowdownText } from './slowdown.ts'

describe('calibratedRate', () => {
  it("is DevTools' mid-tier phone: the benchmark index / 1000, to two decimals, never below 1", () => {
    expect(calibratedRate(2710)).toBe(2.71)
    expect(calibratedRate(3797)).toBe(3.8)
    expect(calibratedRate(1004)).toBe(1)
    expect(calibratedRate(870)).toBe(1)
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
    expect(slowdown(2710, undefined)).toEqual({ rate: 2.71, benchmarkIndex: 2710, fixed: false })
    expect(slowdown(2710, 4)).toEqual({ rate: 4, benchmarkIndex: 2710, fixed: true })
  })

  it('says the rate and the index it came from', () => {
    expect(rateText(4)).toBe('4x')
    expect(rateText(2.71)).toBe('2.71x')
    expect(slowdownText(slowdown(2710.4, undefined))).toBe("CPU 2.71x slower (Lighthouse CPU benchmark index 2710 / 1000, DevTools' mid-tier phone)")
    expect(slowdownText(slowdown(2710, 4))).toBe(
      'CPU 4x slower (fixed by BENCH_CPU_SLOWDOWN; the calibration would give 2.71x: Lighthouse CPU benchmark index 2710 / 1000)',
    )
  })
})
