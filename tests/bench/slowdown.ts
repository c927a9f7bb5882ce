/**
 * How much the bench slows the CPU, for every figure it takes on a phone: Lighthouse's simulated
 * throttling (its `throttling.cpuSlowdownMultiplier`) and Chrome's own throttling (CDP
 * Emulation.setCPUThrottlingRate) in the phone loads, the taps, the navigation timings and INP alike,
 * so that all of them describe one phone. The rate is 4 x the machine's Lighthouse CPU benchmark index
 * / 1,750: Lighthouse's default 4x is calibrated for a machine with an index of about 1,750 (its
 * throttling documentation), so a faster machine is slowed more and a slower one less (3.0x at 1,320).
 * Never below 1: a machine slower than that runs as it is. Lighthouse's index of these machines ranges
 * 1,000-3,800 from one session to the next, so a fixed factor would emulate a different phone each time.
 * (Before 2026-11-29 the bench's own throttling was index / 1,000 and Lighthouse ran its default 4x.)
 */
export interface Slowdown {
  /** The factor given to Lighthouse and to Chromium, at least 1. */
  rate: number
  /** The Lighthouse CPU benchmark index the calibration read. */
  benchmarkIndex: number
  /** Whether BENCH_CPU_SLOWDOWN fixed the rate instead of the calibration. */
  fixed: boolean
}

/** The benchmark index at which Lighthouse's default 4x is calibrated. */
export const REFERENCE_INDEX = 1_750
/** Lighthouse's default CPU slowdown, for a machine with the reference index. */
export const REFERENCE_RATE = 4

/** 4 x index / 1,750, to two decimals, never below 1. */
export function calibratedRate(benchmarkIndex: number): number {
  return Math.max(1, Math.round((REFERENCE_RATE * benchmarkIndex * 100) / REFERENCE_INDEX) / 100)
}

/**
 * The fixed rate BENCH_CPU_SLOWDOWN asks for (e.g. 4, to compare with results measured at 4x before
 * the calibration), or undefined when it is unset or empty. Throws on anything but a number >= 1.
 */
export function rateFromEnv(value: string | undefined = process.env.BENCH_CPU_SLOWDOWN): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const rate = Number(value)
  if (!Number.isFinite(rate) || rate < 1) throw new Error(`BENCH_CPU_SLOWDOWN=${value}: give a number of at least 1 (e.g. 4), or leave it unset to calibrate`)
  return rate
}

/** The slowdown for a machine with this benchmark index: the calibrated rate, unless BENCH_CPU_SLOWDOWN fixes one. */
export function slowdown(benchmarkIndex: number, fixedRate: number | undefined = rateFromEnv()): Slowdown {
  return { rate: fixedRate ?? calibratedRate(benchmarkIndex), benchmarkIndex, fixed: fixedRate !== undefined }
}

/** "2.71x" or "4x". */
export function rateText(rate: number): string {
  return `${Number(rate.toFixed(2))}x`
}

/** For the header and footer lines: "CPU 3x slower (4 x Lighthouse CPU benchmark index 1320 / 1750)". */
export function slowdownText({ rate, benchmarkIndex, fixed }: Slowdown): string {
  const formula = `4 x Lighthouse CPU benchmark index ${benchmarkIndex.toFixed(0)} / ${REFERENCE_INDEX}`
  return fixed
    ? `CPU ${rateText(rate)} slower (fixed by BENCH_CPU_SLOWDOWN; the calibration would give ${rateText(calibratedRate(benchmarkIndex))}: ${formula})`
    : `CPU ${rateText(rate)} slower (${formula})`
}
