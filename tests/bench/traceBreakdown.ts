/**
 * Where the main thread's time goes between first contentful paint and the end of hydration,
 * read from a Chromium performance trace (Playwright's browser.startTracing / CDP Tracing).
 * Pure: takes the parsed trace events, returns numbers; tests/bench/profile.ts records and prints.
 */

/** One Chrome trace event, as much of it as is read here. Times in microseconds. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  id?: string
  args?: TraceArgs
}

/** The parts of a trace event's `args` read here; a trace holds many more. */
export interface TraceArgs {
  frame?: string
  fileName?: string
  data?: {
    requestId?: string
    url?: string
    startTime?: number
    cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
    timeDeltas?: number[]
  }
}

export type Activity = 'script' | 'compile' | 'gc' | 'style' | 'layout' | 'paint' | 'parseHtml' | 'loading' | 'image' | 'other'

/** One top-level task on the main thread in the window; times in ms from first contentful paint. */
export interface Task {
  start: number
  duration: number
  /** What started it: 'rAF', 'timer', 'message' (React's scheduler posts MessageChannel messages), 'frame', 'network', 'other'. */
  kind: string
  /** Scripts that ran in the task: chunk file name, 'evaluate ' prefix for a module's top-level code. */
  scripts: string[]
}

export interface Gap {
  start: number
  duration: number
  /** The kind of the task that ended the gap, i.e. what the thread was waiting for. */
  waitingFor: string
}

/** A stretch of the window between two moments of the boot script's start-up (islands/boot/boot.ts); ms. */
export interface Phase {
  name: string
  duration: number
  /** Main-thread time in top-level tasks during the phase. */
  busy: number
  /** Self time by activity during the phase. */
  activities: Record<Activity, number>
}

export interface Breakdown {
  /** ms from navigation start. */
  fcp: number
  /** When the island whose mark ends the window was ready, ms from navigation start. */
  ready: number
  /** ready − fcp. */
  window: number
  /** Main thread busy time in the window (top-level tasks), and the rest. */
  busy: number
  idle: number
  /** Self time by activity in ms; script is further split in `scripts`. */
  activities: Record<Activity, number>
  /**
   * Sampled JavaScript time (ms) by bucket: 'evaluate <file>' for a module's top-level code
   * (the outermost frame's file), 'run <file>' for later calls (the innermost frame's file), 'gc'.
   */
  scripts: Record<string, number>
  /** v8.compileModule time by file, ms. */
  compile: Record<string, number>
  tasks: Task[]
  gaps: Gap[]
  /** The window cut at boot.js's moments (see PHASES); a phase whose moments are not in the trace is left out. */
  phases: Phase[]
}

/**
 * The moments (µs) that cut the window into phases, from the main thread's events: the timer that
 * calls the boot script's start() (the one whose task sends the first request for an /assets/ file,
 * the page's full CSS), start() done (modulepreload links added), the last /assets/ script received.
 */
function moments(onMain: TraceEvent[]): Record<string, number | undefined> {
  const sorted = [...onMain].sort((a, b) => a.ts - b.ts)
  const requests = new Map<string | undefined, string>()
  for (const event of sorted) if (event.name === 'ResourceSendRequest') requests.set(event.args?.data?.requestId, event.args?.data?.url ?? '')
  const firstAsset = sorted.find((event) => event.name === 'ResourceSendRequest' && /\/assets\//.test(event.args?.data?.url ?? ''))
  const start =
    firstAsset && sorted.findLast((event) => event.name === 'TimerFire' && event.ts <= firstAsset.ts && event.ts + (event.dur ?? 0) >= firstAsset.ts)
  const scriptsReceived = sorted
    .filter((event) => event.name === 'ResourceFinish' && /\/assets\/.*\.js$/.test(requests.get(event.args?.data?.requestId) ?? ''))
    .at(-1)?.ts
  return {
    start: start?.ts,
    preloadsAdded: start && start.ts + (start.dur ?? 0),
    scriptsReceived,
  }
}

/** Phase names with the moments that start and end them ('fcp' and 'ready' are the window's ends). */
export const PHASES: [name: string, from: string, to: string][] = [
  [
    'paint → islands/boot/boot.ts starts the island (rest of the HTML parsed; the first screen shown, the island near; then a frame and a task)',
    'fcp',
    'start',
  ],
  ['start(): modulepreload links added', 'start', 'preloadsAdded'],
  ['scripts fetched (each response handled on the main thread; modules whose imports are all in start evaluating)', 'preloadsAdded', 'scriptsReceived'],
  ['modules evaluated, the island hydrates', 'scriptsReceived', 'ready'],
]

const ACTIVITY_PATTERNS: [Activity, RegExp][] = [
  ['gc', /GC|Scavenge|MarkCompact|Sweep/],
  ['compile', /^v8\.compile|Compile|produceModuleCache|produceCache|ParseProgram|ParseFunction|^v8\.parseOnBackground/],
  ['style', /UpdateLayoutTree|updateStyle|recalcStyle|Style|CSSParser/],
  ['layout', /Layout|InlineNode|LayoutObject/],
  [
    'paint',
    /Paint|Commit|Layerize|UpdateLifecycle|BeginMainFrame|Animate\.UpdateTime|IntersectionObserv|Intersection|CompositeLayers|RasterTask|ScrollbarAnimation|Blink\./,
  ],
  ['parseHtml', /ParseHTML|HTMLDocumentParser|HTMLParser|DecodedDataDocumentParser/],
  ['image', /SVG|ImageResource|Decode/],
  ['loading', /Resource|URLLoader|mojo|SimpleWatcher|MemoryCache|ResponseBody|Loader|FetchContext|SendRequest/],
  [
    'script',
    /FunctionCall|callFunction|evaluateModule|EvaluateScript|RunMicrotasks|MicrotaskCheckpoint|TimerFire|FireAnimationFrame|MessagePort|EventDispatch|^V8\.|^v8\.|AsyncTask|CustomElement|newInstance|AnimationFrame::/,
  ],
]

const noActivities = (): Record<Activity, number> => ({
  script: 0,
  compile: 0,
  gc: 0,
  style: 0,
  layout: 0,
  paint: 0,
  parseHtml: 0,
  loading: 0,
  image: 0,
  other: 0,
})

export function activityOf(name: string): Activity {
  for (const [activity, pattern] of ACTIVITY_PATTERNS) if (pattern.test(name)) return activity
  return 'other'
}

/** Whether an address is one of the build's script files (the page's own scripts are inline). */
const isModuleFile = (url: string | undefined) => !!url && /\/assets\/.*\.js$/.test(url)

/** A sampled script by name: a module's file name, or the page's inline scripts (the boot script among them). */
const scriptName = (url: string | undefined) => (isModuleFile(url) ? fileOf(url) : 'inline scripts')

/** The last path segment of a script address, or the address itself; '' for no address. */
export function fileOf(url: string | undefined): string {
  if (!url) return ''
  try {
    return new URL(url).pathname.split('/').pop() || url
  } catch {
    return url
  }
}

const isComplete = (event: TraceEvent): event is TraceEvent & { dur: number } => event.ph === 'X' && typeof event.dur === 'number'

/** Sum of each interval's overlap with [from, to]. */
function overlap(start: number, end: number, from: number, to: number): number {
  return Math.max(0, Math.min(end, to) - Math.max(start, from))
}

interface Node {
  event: TraceEvent & { dur: number }
  children: Node[]
}

/** Nests complete events of one thread by time (an event inside another's span is its child). */
function nest(events: (TraceEvent & { dur: number })[]): Node[] {
  const sorted = [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const roots: Node[] = []
  const stack: Node[] = []
  for (const event of sorted) {
    while (stack.length > 0 && event.ts >= stack.at(-1)!.event.ts + stack.at(-1)!.event.dur) stack.pop()
    const node = { event, children: [] }
    ;(stack.at(-1)?.children ?? roots).push(node)
    stack.push(node)
  }
  return roots
}

/** Adds each node's self time inside [from, to] to totals by activity; a generic wrapper inherits its parent's activity. */
function addSelfTimes(node: Node, from: number, to: number, totals: Record<Activity, number>, inherited: Activity): void {
  const own = activityOf(node.event.name)
  const activity = own === 'other' && /RunTask|ThreadController/.test(node.event.name) ? inherited : own
  const { ts, dur } = node.event
  let self = overlap(ts, ts + dur, from, to)
  for (const child of node.children) self -= overlap(child.event.ts, child.event.ts + child.event.dur, from, to)
  totals[activity] += Math.max(0, self) / 1000
  for (const child of node.children) addSelfTimes(child, from, to, totals, activity === 'other' ? inherited : activity)
}

function descendants(node: Node): TraceEvent[] {
  return node.children.flatMap((child) => [child.event, ...descendants(child)])
}

function kindOf(node: Node): string {
  const names = new Set(descendants(node).map((event) => event.name))
  if (names.has('FireAnimationFrame')) return 'rAF'
  if (names.has('TimerFire')) return 'timer'
  if (names.has('MessagePort::Accept') || names.has('HandlePostMessage')) return 'message'
  if ([...names].some((name) => /UpdateLifecycle|BeginMainFrame/.test(name))) return 'frame'
  if ([...names].some((name) => /Resource|URLLoader|ResponseBody/.test(name))) return 'network'
  if ([...names].some((name) => /ParseHTML/.test(name))) return 'parse HTML'
  return 'other'
}

/** The activity a task's own overhead (scheduling, IPC, work without trace events of its own) is counted as. */
function activityOfTask(node: Node): Activity {
  const byKind: Record<string, Activity> = { rAF: 'script', timer: 'script', message: 'script', frame: 'paint', network: 'loading', 'parse HTML': 'parseHtml' }
  return byKind[kindOf(node)] ?? 'other'
}

interface ProfileNode {
  id: number
  parent?: number
  callFrame: { functionName: string; url?: string; scriptId?: number | string }
}

/** The CPU profile samples of one thread: each with its time (µs) and stack of frames, innermost first. */
export function samplesOf(events: TraceEvent[], pid: number, tid: number): { ts: number; weight: number; stack: ProfileNode['callFrame'][] }[] {
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)
  const result: { ts: number; stack: ProfileNode['callFrame'][] }[] = []
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>()
    const urls = new Map<string, string>()
    let time: number = profile.args?.data?.startTime ?? profile.ts
    const chunks = events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id)
    for (const chunk of chunks) {
      const data = chunk.args?.data ?? {}
      for (const node of data.cpuProfile?.nodes ?? []) {
        nodes.set(node.id, node)
        if (node.callFrame.url && node.callFrame.scriptId !== undefined) urls.set(String(node.callFrame.scriptId), node.callFrame.url)
      }
      const samples: number[] = data.cpuProfile?.samples ?? []
      const deltas: number[] = data.timeDeltas ?? []
      samples.forEach((id, index) => {
        time += deltas[index] ?? 0
        const stack: ProfileNode['callFrame'][] = []
        for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
          const url = node.callFrame.url || urls.get(String(node.callFrame.scriptId ?? ''))
          stack.push({ ...node.callFrame, url })
        }
        result.push({ ts: time, stack })
      })
    }
  }
  result.sort((a, b) => a.ts - b.ts)
  // A sample stands for the time until the next one (capped, so a pause in sampling is not counted).
  return result.map((sample, index) => ({ ...sample, weight: Math.min(2000, (result[index + 1]?.ts ?? sample.ts) - sample.ts) }))
}

/** Samples' time in [from, to] inside a script, by bucket (see Breakdown.scripts). */
function scriptBuckets(samples: ReturnType<typeof samplesOf>, evaluations: { ts: number; dur: number }[], from: number, to: number): Record<string, number> {
  const buckets: Record<string, number> = {}
  const add = (bucket: string, us: number) => (buckets[bucket] = (buckets[bucket] ?? 0) + us / 1000)
  for (const { ts, weight, stack } of samples) {
    if (ts < from || ts >= to) continue
    const top = stack[0]?.functionName
    // A module's top-level code is a frame with an empty function name, so test for no frame at all.
    if (top === undefined || top === '(idle)' || top === '(root)') continue
    if (top === '(garbage collector)') {
      add('gc', weight)
      continue
    }
    const withUrl = stack.filter((frame) => frame.url)
    // (program) and other frames without a script: browser work, counted by activity instead.
    if (withUrl.length === 0) continue
    const inEvaluation = evaluations.some((evaluation) => ts >= evaluation.ts && ts < evaluation.ts + evaluation.dur)
    // The boot script, inline, imports the modules: an evaluation is named by its outermost module file.
    const outermost = withUrl.filter((frame) => isModuleFile(frame.url)).at(-1) ?? withUrl.at(-1)!
    if (inEvaluation) add(`evaluate ${scriptName(outermost.url)}`, weight)
    else add(`run ${scriptName(withUrl[0]!.url)}`, weight)
  }
  return buckets
}

/**
 * The main thread's time between first contentful paint and the performance mark endMark (an
 * island's `island:<id>`, set once it is ready). The main thread is the one that recorded the mark;
 * first contentful paint is the last one on that thread before the mark, navigation start the last
 * one before the paint.
 */
export function breakdown(events: TraceEvent[], endMark: string): Breakdown {
  const readyMark = events.find((event) => event.name === endMark && event.ph !== 'M')
  if (!readyMark) throw new Error(`the trace has no "${endMark}" mark`)
  const { pid, tid } = readyMark
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid)
  const fcpEvent = onMain.filter((event) => event.name === 'firstContentfulPaint' && event.ts <= readyMark.ts).at(-1)
  if (!fcpEvent) throw new Error(`the trace has no first contentful paint before the "${endMark}" mark`)
  const navigation = onMain.filter((event) => event.name === 'navigationStart' && event.ts <= fcpEvent.ts && event.args?.frame === fcpEvent.args?.frame).at(-1)
  const from = fcpEvent.ts
  const to = readyMark.ts
  const ms = (us: number) => us / 1000

  const complete = onMain.filter(isComplete)
  const roots = nest(complete.filter((event) => event.ts < to && event.ts + event.dur > from))
  const activities = noActivities()
  for (const root of roots) addSelfTimes(root, from, to, activities, activityOfTask(root))

  const tasks: Task[] = roots
    .filter((root) => /RunTask/.test(root.event.name))
    .map((root) => ({
      start: ms(Math.max(root.event.ts, from) - from),
      duration: ms(overlap(root.event.ts, root.event.ts + root.event.dur, from, to)),
      kind: kindOf(root),
      scripts: [],
    }))
  const busy = tasks.reduce((total, task) => total + task.duration, 0)

  const evaluations = complete.filter((event) => event.name === 'v8.evaluateModule')
  const samples = samplesOf(events, pid, tid)
  const scripts = scriptBuckets(samples, evaluations, from, to)
  // Name the scripts of each task from the samples that fall in it.
  for (const task of tasks) {
    const start = from + task.start * 1000
    const end = start + task.duration * 1000
    const inTask = scriptBuckets(samples, evaluations, start, end)
    task.scripts = Object.entries(inTask)
      .filter(([bucket, time]) => time >= 0.5 && bucket !== 'gc')
      .sort((a, b) => b[1] - a[1])
      .map(([bucket, time]) => `${bucket} ${time.toFixed(0)}`)
  }

  const gaps: Gap[] = []
  let previousEnd = 0
  for (const task of [...tasks, { start: ms(to - from), duration: 0, kind: 'end', scripts: [] }]) {
    if (task.start - previousEnd >= 1) gaps.push({ start: previousEnd, duration: task.start - previousEnd, waitingFor: task.kind })
    previousEnd = Math.max(previousEnd, task.start + task.duration)
  }

  const compile: Record<string, number> = {}
  for (const event of complete) {
    if (event.name !== 'v8.compileModule' || event.ts + event.dur <= from || event.ts >= to) continue
    const file = fileOf(event.args?.fileName ?? event.args?.data?.url)
    compile[file] = (compile[file] ?? 0) + ms(overlap(event.ts, event.ts + event.dur, from, to))
  }

  const at: Record<string, number | undefined> = { ...moments(onMain), fcp: from, ready: to }
  const clip = (ts: number) => Math.min(to, Math.max(from, ts))
  const phases: Phase[] = []
  for (const [name, fromMoment, toMoment] of PHASES) {
    const begin = at[fromMoment]
    const end = at[toMoment]
    if (begin === undefined || end === undefined) continue
    const busyInPhase = roots
      .filter((root) => /RunTask/.test(root.event.name))
      .reduce((total, root) => total + overlap(root.event.ts, root.event.ts + root.event.dur, clip(begin), clip(end)), 0)
    const inPhase = noActivities()
    for (const root of roots) addSelfTimes(root, clip(begin), clip(end), inPhase, activityOfTask(root))
    phases.push({ name, duration: ms(Math.max(0, clip(end) - clip(begin))), busy: ms(busyInPhase), activities: inPhase })
  }

  const start = navigation?.ts ?? from
  return {
    fcp: ms(from - start),
    ready: ms(to - start),
    window: ms(to - from),
    busy,
    idle: ms(to - from) - busy,
    activities,
    scripts,
    compile,
    tasks,
    gaps,
    phases,
  }
}
