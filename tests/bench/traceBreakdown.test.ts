// @vitest-environment node
import { activityOf, breakdown, fileOf } from './traceBreakdown.ts'
import type { TraceEvent } from './traceBreakdown.ts'

const ASSET = 'http://127.0.0.1:1/assets/chunks/chunk-A.js'
const REACT = 'http://127.0.0.1:1/assets/chunks/react.js'

/** A made-up main thread (times in µs): paint at 100 ms, the island ready at 500 ms, the boot script's start-up in between. */
function trace(): TraceEvent[] {
  const main = { pid: 1, tid: 1 }
  const x = (name: string, ms: number, durationMs: number, args: TraceEvent['args'] = {}): TraceEvent => ({
    ...main,
    name,
    ph: 'X',
    ts: ms * 1000,
    dur: durationMs * 1000,
    args,
  })
  const instant = (name: string, ms: number, args: TraceEvent['args'] = {}): TraceEvent => ({ ...main, name, ph: 'I', ts: ms * 1000, args })
  return [
    instant('navigationStart', 0, { frame: 'F' }),
    instant('firstContentfulPaint', 100, { frame: 'F' }),
    x('RunTask', 120, 10),
    x('v8.evaluateModule', 121, 4),
    instant('RequestAnimationFrame', 125),
    x('RunTask', 150, 5),
    x('FireAnimationFrame', 150, 4),
    x('RunTask', 170, 50),
    x('TimerFire', 170, 50),
    x('ResourceFetcher::requestResource', 175, 20),
    instant('ResourceSendRequest', 180, { data: { requestId: 'a', url: ASSET } }),
    // A request from elsewhere (the consent script's, say) is no moment of the boot script's.
    instant('ResourceSendRequest', 200, { data: { requestId: 'b', url: 'http://127.0.0.1:1/favicon.svg' } }),
    x('RunTask', 300, 20),
    x('ResponseBodyLoader::DidFinishLoadingBody', 305, 5),
    instant('ResourceFinish', 310, { data: { requestId: 'a' } }),
    x('RunTask', 400, 60),
    x('MessagePort::Accept', 400, 60),
    instant('island:skriv', 500),
    // Another thread's work is not counted.
    { pid: 1, tid: 2, name: 'RunTask', ph: 'X', ts: 200_000, dur: 100_000 },
    { ...main, name: 'Profile', ph: 'P', id: '0x1', ts: 0, args: { data: { startTime: 0 } } },
    {
      ...main,
      name: 'ProfileChunk',
      ph: 'P',
      id: '0x1',
      ts: 0,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: { functionName: '(root)' } },
              { id: 2, parent: 1, callFrame: { functionName: '', url: REACT, scriptId: 9 } },
              { id: 3, parent: 2, callFrame: { functionName: 'render', scriptId: 9 } },
              { id: 4, parent: 1, callFrame: { functionName: '(idle)' } },
            ],
            samples: [4, 3, 3, 4],
          },
          timeDeltas: [300_000, 105_000, 1_000, 1_000],
        },
      },
    },
  ]
}

describe('breakdown', () => {
  const result = breakdown(trace(), 'island:skriv')

  it("measures the window from first contentful paint to the island's mark on the main thread", () => {
    expect(result).toMatchObject({ fcp: 100, ready: 500, window: 400, busy: 145, idle: 255 })
  })

  it('lists the top-level tasks with what started them, and the gaps between them', () => {
    expect(result.tasks.map(({ start, duration, kind }) => [start, duration, kind])).toEqual([
      [20, 10, 'other'],
      [50, 5, 'rAF'],
      [70, 50, 'timer'],
      [200, 20, 'network'],
      [300, 60, 'message'],
    ])
    expect(result.gaps.at(0)).toEqual({ start: 0, duration: 20, waitingFor: 'other' })
    expect(result.gaps.at(-1)).toEqual({ start: 360, duration: 40, waitingFor: 'end' })
  })

  it("cuts the window at the boot script's moments", () => {
    expect(result.phases.map(({ duration, busy }) => [duration, busy])).toEqual([
      [70, 15],
      [50, 50],
      [90, 10],
      [190, 70],
    ])
  })

  it('counts self time by activity, a network task’s own overhead as network handling', () => {
    expect(result.activities.loading).toBe(20 + 15 + 5)
    expect(result.activities.script).toBeGreaterThanOrEqual(60 + 30)
  })

  it('names sampled JavaScript by file, finding an address by script id', () => {
    expect(result.scripts).toEqual({ 'run react.js': 2 })
  })

  it("throws without the island's mark", () => {
    expect(() => breakdown(trace(), 'island:kort')).toThrow(/island:kort/)
  })
})

describe('activityOf and fileOf', () => {
  it('sorts trace event names into activities', () => {
    expect(
      ['v8.compileModule', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'ResourceFetcher::requestResource', 'FunctionCall', 'MinorGC', 'RunTask'].map(
        activityOf,
      ),
    ).toEqual(['compile', 'style', 'layout', 'paint', 'parseHtml', 'loading', 'script', 'gc', 'other'])
  })

  it('takes the file name of a script address', () => {
    expect(fileOf(ASSET)).toBe('chunk-A.js')
    expect(fileOf(undefined)).toBe('')
  })
})
