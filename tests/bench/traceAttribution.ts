/**
 * The time a Chromium trace spent on given script files, by thread and by kind of work: handling their
 * requests and responses, compiling or parsing them, evaluating them. Pure: takes the parsed trace
 * events, returns numbers; tests/bench/prefetchTrace.ts records and prints.
 */
import type { TraceEvent } from './traceBreakdown.ts'

/** The kinds of work told apart, by the name of the trace event. */
export type Work = 'fetch' | 'compile' | 'evaluate'

/** A trace event as read here: also its thread time (CPU), µs, and any address it names. */
export type AttributedEvent = TraceEvent & { tdur?: number; args?: TraceEvent['args'] & { url?: string } }

/** One thread's time on the files for one kind of work: wall time and the thread's CPU time, ms, and how many events. */
export interface WorkRow {
  thread: string
  /** Whether it is the page's main thread (CrRendererMain of the traced page's renderer). */
  main: boolean
  work: Work
  ms: number
  cpuMs: number
  events: number
}

export interface Attribution {
  rows: WorkRow[]
  /** All the main thread's top-level tasks in the trace, whatever they did: wall and CPU time, ms. */
  mainBusy: number
  mainBusyCpu: number
}

/**
 * The traced page's main thread ("pid:tid"): CrRendererMain of the process of the page's main frame
 * (the trace's TracingStartedInBrowser event names it); '' when the trace does not say.
 */
function mainThreadOf(events: AttributedEvent[], threadNames: Map<string, string>): string {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser')
  const frames = (started?.args?.data as { frames?: { processId?: number; isOutermostMainFrame?: boolean }[] } | undefined)?.frames ?? []
  const processId = (frames.find((frame) => frame.isOutermostMainFrame) ?? frames[0])?.processId
  return [...threadNames].find(([thread, name]) => name === 'CrRendererMain' && thread.startsWith(`${processId}:`))?.[0] ?? ''
}

export function workOf(name: string): Work {
  if (/evaluate|v8\.run\b|FunctionCall/i.test(name)) return 'evaluate'
  if (/compile|parse|stream|BackgroundProcessor/i.test(name)) return 'compile'
  return 'fetch'
}

/**
 * Attributes the trace's complete events that name one of `urls` (their own address, a file name, or
 * the request id of a request for it) to their thread and kind of work, counting an event nested in
 * another counted one of the same thread once (the outer one).
 */
export function attribute(events: AttributedEvent[], urls: ReadonlySet<string>): Attribution {
  const threadNames = new Map<string, string>()
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, String((event.args as { name?: string })?.name ?? ''))
  const requestUrls = new Map<string, string>()
  for (const event of events)
    if (event.name === 'ResourceSendRequest' && event.args?.data?.requestId) requestUrls.set(event.args.data.requestId, event.args.data.url ?? '')
  const urlOf = (event: AttributedEvent) =>
    event.args?.data?.url ?? event.args?.url ?? event.args?.fileName ?? (event.args?.data?.requestId ? requestUrls.get(event.args.data.requestId) : undefined)
  const mainThread = mainThreadOf(events, threadNames)

  const counted = events
    .filter((event): event is AttributedEvent & { dur: number } => event.ph === 'X' && typeof event.dur === 'number' && urls.has(urlOf(event) ?? ''))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const rows = new Map<string, WorkRow>()
  const openUntil = new Map<string, number>()
  for (const event of counted) {
    const thread = `${event.pid}:${event.tid}`
    if (event.ts < (openUntil.get(thread) ?? -Infinity)) continue
    openUntil.set(thread, event.ts + event.dur)
    const work = workOf(event.name)
    const key = `${thread} ${work}`
    const row = rows.get(key) ?? { thread: threadNames.get(thread) ?? thread, main: thread === mainThread, work, ms: 0, cpuMs: 0, events: 0 }
    row.ms += event.dur / 1000
    row.cpuMs += (event.tdur ?? event.dur) / 1000
    row.events += 1
    rows.set(key, row)
  }

  let mainBusy = 0
  let mainBusyCpu = 0
  let busyUntil = -Infinity
  for (const event of events
    .filter((event) => `${event.pid}:${event.tid}` === mainThread && event.ph === 'X' && /RunTask$/.test(event.name))
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ts < busyUntil) continue
    busyUntil = event.ts + (event.dur ?? 0)
    mainBusy += (event.dur ?? 0) / 1000
    mainBusyCpu += (event.tdur ?? event.dur ?? 0) / 1000
  }
  return { rows: [...rows.values()], mainBusy, mainBusyCpu }
}
