// @vitest-environment node
import type { TapTry } from './firstTap.ts'
import { summarizeTap, tapMisses, tapTable, triesInRound } from './tapReport.ts'
import type { TapResult } from './tapReport.ts'
import { TAPS } from './taps.ts'

const tried = (ms: number | null, overrides: Partial<TapTry> = {}): TapTry => ({
  ms,
  inp: 120,
  inpEvent: 'pointerup',
  readyAtTouch: false,
  opened: false,
  ...overrides,
})
const menu = TAPS.find((tap) => tap.control === 'Menu')!

function result(ahead: TapTry[], cold: TapTry[]): TapResult {
  return { tap: menu, ahead, cold }
}

describe('summarizeTap', () => {
  it('takes medians over the tries answered, counts the lost ones, and an INP under 16 ms as 16', () => {
    const summary = summarizeTap(
      result([tried(100, { inp: 90 }), tried(300, { inp: null }), tried(null, { inp: 900 })], [tried(900, { inp: null }), tried(1_100, { opened: true })]),
    )
    expect(summary).toEqual({ aheadMs: 200, aheadInp: 53, aheadLost: 1, aheadTries: 3, coldMs: 1_000, coldLost: 0, coldTries: 2, opened: 1 })
  })

  it('has no median when every try was lost', () => {
    expect(summarizeTap(result([tried(null)], [])).aheadMs).toBeNull()
    expect(summarizeTap(result([tried(null)], [])).aheadInp).toBeNull()
  })
})

describe('tapTable', () => {
  it('shows a line per tap, the tool of each figure in its header, and marks a control touched after its island', () => {
    const [header, rule, line] = tapTable([result([tried(120), tried(140, { inp: null })], [tried(900, { opened: true }), tried(null)])]).split('\n')
    expect(header!.split(/\s{2,}/)).toEqual([
      'Route',
      'Control',
      'Answer',
      'ahead ms [page clock]',
      'ahead INP [web-vitals]',
      'ahead lost',
      'cold ms [page clock]',
      'cold lost',
    ])
    expect(rule).toMatch(/^-+$/)
    expect(line!.trim().split(/\s{2,}/)).toEqual(['/', 'Menu °', 'menu open', '130', '68', '0/2', '900', '1/2'])
  })
})

describe('tapMisses', () => {
  it('is empty at the limits', () => {
    expect(tapMisses(result([tried(400, { inp: 200 })], [tried(1_500)]))).toEqual([])
  })

  it('names each target missed', () => {
    expect(tapMisses(result([tried(401, { inp: 201 }), tried(null)], [tried(1_501), tried(null)]))).toEqual([
      '/ Menu: answer with the code fetched ahead 401 ms > 400',
      '/ Menu: INP 201 ms > 200',
      '/ Menu: lost 1 of 2 taps with the code fetched ahead',
      '/ Menu: answer with the code not yet fetched (slow 4G) 1501 ms > 1500',
      '/ Menu: lost 1 of 2 taps with the code not yet fetched',
    ])
  })
})

describe('triesInRound', () => {
  it('spreads the tries evenly over the rounds, all of them in the end', () => {
    expect([1, 2, 3, 4, 5].map((round) => triesInRound(20, 5, round))).toEqual([4, 4, 4, 4, 4])
    expect([1, 2, 3].map((round) => triesInRound(2, 3, round))).toEqual([0, 1, 1])
    expect(triesInRound(2, 1, 1)).toBe(2)
  })
})
