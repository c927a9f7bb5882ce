// The first-tap table (tests/bench/firstTap.ts): per tap, the median time to the answer and the lost
// tries with the code fetched ahead and cold, and the INP with the code fetched ahead; the targets.
import type { TapTry } from './firstTap.ts'
import { median, plainTable } from './report.ts'
import type { Tap } from './taps.ts'

/** The most a tap may take to answer with its island's code fetched ahead, ms. */
export const AHEAD_TARGET_MS = 400
/** The most a tap may take to answer with its island's code not yet fetched, on slow 4G, ms. */
export const COLD_TARGET_MS = 1_500
/** The most Interaction to Next Paint may be: the Core Web Vital's "good"; ms. */
export const INP_TARGET_MS = 200
/** web-vitals reports no interaction under 16 ms (Event Timing's least): such a try's INP counts as this. */
const UNDER_16_MS = 16

/** One tap's tries, both ways. */
export interface TapResult {
  tap: Tap
  ahead: TapTry[]
  cold: TapTry[]
}

/** Medians over the tries that answered (null when none did), the lost tries, and the INP's median (ahead only). */
export interface TapSummary {
  aheadMs: number | null
  aheadInp: number | null
  aheadLost: number
  aheadTries: number
  coldMs: number | null
  coldLost: number
  coldTries: number
  /** Tries in which the control was hidden and its opener touched first (ahead + cold). */
  opened: number
}

const answeredMs = (tries: TapTry[]) => tries.flatMap((tried) => (tried.ms === null ? [] : [tried.ms]))
const medianOrNull = (values: number[]) => (values.length > 0 ? median(values) : null)

export function summarizeTap({ ahead, cold }: TapResult): TapSummary {
  return {
    aheadMs: medianOrNull(answeredMs(ahead)),
    aheadInp: medianOrNull(ahead.filter((tried) => tried.ms !== null).map((tried) => tried.inp ?? UNDER_16_MS)),
    aheadLost: ahead.length - answeredMs(ahead).length,
    aheadTries: ahead.length,
    coldMs: medianOrNull(answeredMs(cold)),
    coldLost: cold.length - answeredMs(cold).length,
    coldTries: cold.length,
    opened: [...ahead, ...cold].filter((tried) => tried.opened).length,
  }
}

const msCell = (value: number | null) => (value === null ? '-' : value.toFixed(0))
const inpCell = (value: number | null) => (value === null ? '-' : value <= UNDER_16_MS ? '<=16' : value.toFixed(0))
const lostCell = (lost: number, tries: number) => `${lost}/${tries}`

/** The first-tap table: one line per tap; the headers name what measured each figure. */
export function tapTable(results: TapResult[]): string {
  return plainTable(
    [
      ['Route', 'Control', 'Answer', 'ahead ms [page clock]', 'ahead INP [web-vitals]', 'ahead lost', 'cold ms [page clock]', 'cold lost'],
      ...results.map((result) => {
        const summary = summarizeTap(result)
        const { route, control, answer } = result.tap
        return [
          route,
          `${control}${summary.opened > 0 ? ' °' : ''}`,
          answer,
          msCell(summary.aheadMs),
          inpCell(summary.aheadInp),
          lostCell(summary.aheadLost, summary.aheadTries),
          msCell(summary.coldMs),
          lostCell(summary.coldLost, summary.coldTries),
        ]
      }),
    ],
    3,
  )
}

/** Every target a tap misses, as readable text. */
export function tapMisses(result: TapResult): string[] {
  const summary = summarizeTap(result)
  const checks: [ok: boolean, text: string][] = [
    [summary.aheadMs === null || summary.aheadMs <= AHEAD_TARGET_MS, `answer with the code fetched ahead ${msCell(summary.aheadMs)} ms > ${AHEAD_TARGET_MS}`],
    [summary.aheadInp === null || summary.aheadInp <= INP_TARGET_MS, `INP ${inpCell(summary.aheadInp)} ms > ${INP_TARGET_MS}`],
    [summary.aheadLost === 0, `lost ${summary.aheadLost} of ${summary.aheadTries} taps with the code fetched ahead`],
    [
      summary.coldMs === null || summary.coldMs <= COLD_TARGET_MS,
      `answer with the code not yet fetched (slow 4G) ${msCell(summary.coldMs)} ms > ${COLD_TARGET_MS}`,
    ],
    [summary.coldLost === 0, `lost ${summary.coldLost} of ${summary.coldTries} taps with the code not yet fetched`],
  ]
  return checks.filter(([ok]) => !ok).map(([, text]) => `${result.tap.route} ${result.tap.control}: ${text}`)
}

export const TAP_TARGETS_TEXT =
  `First taps: the answer within ${AHEAD_TARGET_MS} ms of the touch with the code fetched ahead, INP <= ${INP_TARGET_MS} ms, no tap lost;\n` +
  `         with the code not yet fetched (slow 4G, tapped once shown after first paint) within ${COLD_TARGET_MS} ms, no tap lost`

/** How many of `total` tries fall in round `round` (1-based) of `rounds`: spread evenly, the same total in the end. */
export function triesInRound(total: number, rounds: number, round: number): number {
  return Math.floor((total * round) / rounds) - Math.floor((total * (round - 1)) / rounds)
}
