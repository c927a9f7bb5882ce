/**
 * How much the bench slows the browser's CPU for its phone figures (the phone loads, the navigation
 * timings, INP), as Chrome DevTools calibrates its "mid-tier mobile" preset, a Pixel 5 class phone:
 * the machine's Lighthouse CPU benchmark index / 1000. Lighthouse's index of these machines ranges
 * 1,000-3,800 from one session to the next, so a fixed factor would emulate a different phone each time.
 */
export interface Slowdown {
  /** The factor given to Chromium (CDP Emulation.setCPUThrottlingRate), at least 1. */
  rate: number
  /** The Lighthouse CPU benchmark index the calibration read. */
  benchmarkIndex: number
  /** Whether BENCH_CPU_SLOWDOWN fixed the rate instead of the calibration. */
  fixed: boolean
}

/** DevTools' calibration: index / 1000, to two decimals, never below 1 (a machine slower than that phone runs as it is). */
export function calibratedRate(benchmarkIndex: number): number {
  return Math.max(1, Math.round(benchmarkIndex / 10) / 100)
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

/** For the header lines: "CPU 2.71x slower (Lighthouse CPU benchmark index 2710 / 1000, DevTools' mid-tier phone)". */
export function slowdownText({ rate, benchmarkIndex, fixed }: Slowdown): string {
  const index = benchmarkIndex.toFixed(0)
  return fixed
    ? `CPU ${rateText(rate)} slower (fixed by BENCH_CPU_SLOWDOWN; the calibration would give ${rateText(calibratedRate(benchmarkIndex))}: Lighthouse CPU benchmark index ${index} / 1000)`
    : `CPU ${rateText(rate)} slower (Lighthouse CPU benchmark index ${index} / 1000, DevTools' mid-tier phone)`
}
