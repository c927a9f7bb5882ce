// @vitest-environment node
import { attribute, workOf } from './traceAttribution.ts'
import type { AttributedEvent } from './traceAttribution.ts'

const A = 'http://127.0.0.1:4000/assets/a.js'
const B = 'http://127.0.0.1:4000/assets/b.js'
const main = { pid: 1, tid: 1 }
const worker = { pid: 1, tid: 7 }
const event = (
  name: string,
  at: number,
  dur: number | undefined,
  where: { pid: number; tid: number },
  args: AttributedEvent['args'] = {},
  tdur?: number,
): AttributedEvent => ({
  name,
  ph: dur === undefined ? 'I' : 'X',
  ts: at,
  dur,
  tdur,
  ...where,
  args,
})

const trace: AttributedEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } as AttributedEvent['args'] },
  { name: 'thread_name', ph: 'M', ts: 0, ...worker, args: { name: 'ThreadPoolForegroundWorker' } as AttributedEvent['args'] },
  event('TracingStartedInBrowser', 0, undefined, { pid: 9, tid: 9 }, {
    data: { frames: [{ processId: 1, isOutermostMainFrame: true }] },
  } as AttributedEvent['args']),
  event('ThreadControllerImpl::RunTask', 0, 5_000, main, {}, 2_000),
  event('ResourceSendRequest', 100, undefined, main, { data: { requestId: 'r1', url: A } }),
  event('ResourceFetcher::requestResource', 50, 2_000, main, { url: A }),
  // Nested in the request above: counted once.
  event('ResourceFetcher::requestResource', 60, 500, main, { url: B }),
  event('ThreadControllerImpl::RunTask', 10_000, 20_000, main),
  event('v8.compileModule', 10_100, 3_000, main, { fileName: A, data: { url: A } }, 1_500),
  event('v8.evaluateModule', 14_000, 6_000, main, { data: { url: B } }),
  event('v8.parseOnBackground', 9_000, 40_000, worker, { data: { requestId: 'r1' } }, 4_000),
  // Another file's work is not counted.
  event('v8.compileModule', 25_000, 1_000, main, { data: { url: 'http://127.0.0.1:4000/other.js' } }),
]

describe('attribute', () => {
  it("sums each thread's time on the files by kind of work, wall and CPU, the outer of nested events once, and the main thread's busy time", () => {
    const { rows, mainBusy, mainBusyCpu } = attribute(trace, new Set([A, B]))
    expect(rows).toEqual([
      { thread: 'CrRendererMain', main: true, work: 'fetch', ms: 2, cpuMs: 2, events: 1 },
      { thread: 'ThreadPoolForegroundWorker', main: false, work: 'compile', ms: 40, cpuMs: 4, events: 1 },
      { thread: 'CrRendererMain', main: true, work: 'compile', ms: 3, cpuMs: 1.5, events: 1 },
      { thread: 'CrRendererMain', main: true, work: 'evaluate', ms: 6, cpuMs: 6, events: 1 },
    ])
    expect(mainBusy).toBe(25)
    expect(mainBusyCpu).toBe(22)
  })

  it("finds nothing for files the trace does not name, and still the main thread's busy time", () => {
    expect(attribute(trace, new Set(['http://127.0.0.1:4000/none.js']))).toEqual({ rows: [], mainBusy: 25, mainBusyCpu: 22 })
  })
})

describe('workOf', () => {
  it('tells compile and parse from evaluation and from request handling', () => {
    expect(workOf('v8.compileModule')).toBe('compile')
    expect(workOf('v8.parseOnBackground')).toBe('compile')
    expect(workOf('BackgroundJSStreamManager::RunScriptStreamingTask')).toBe('compile')
    expect(workOf('v8.evaluateModule')).toBe('evaluate')
    expect(workOf('EvaluateScript')).toBe('evaluate')
    expect(workOf('MojoURLLoaderClient::OnReceiveResponse')).toBe('fetch')
  })
})
