// `npm run bench:profile [-- /route ...]`: records Chromium performance traces of the phone load
// `npm run bench` makes (390 px window, CPU slowed as it slows it, tests/bench/slowdown.ts, fresh
// context, no interaction, until idle) and prints where the main thread's time goes between first
// contentful paint and the moment the last island that started by itself is ready (its
// `island:<id>` mark). A route where no island starts by itself has nothing to profile here:
// `npm run bench:prefetch` traces what fetching the islands' code ahead costs.
// Routes default to / and /kontakt; PROFILE_RUNS (default 3) loads per route.
// Traces are kept in tests/bench/results/traces/ (open them in Chrome DevTools' Performance panel);
// PROFILE_REUSE=1 reads them again instead of recording new ones.
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createApp } from '../../server/app.ts'
import { closeInteractiveBrowser, measureBenchmarkIndex, PHONE } from './interactive.ts'
import { traceInteractive } from './phoneLoad.ts'
import { median } from './report.ts'
import { slowdown, slowdownText } from './slowdown.ts'
import { breakdown, PHASES } from './traceBreakdown.ts'
import type { Activity, Breakdown, TraceEvent } from './traceBreakdown.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const CLIENT_DIR = join(ROOT, 'dist', 'client')
const TRACE_DIR = join(ROOT, 'tests', 'bench', 'results', 'traces')

/** Gzip size of every built script, by file name. */
function scriptSizes(): Map<string, number> {
  const sizes = new Map<string, number>()
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.js')) sizes.set(name, gzipSync(readFileSync(path), { level: 9 }).length)
    }
  }
  walk(CLIENT_DIR)
  return sizes
}

const ACTIVITY_NAMES: Record<Activity, string> = {
  script: 'script',
  compile: 'compile',
  gc: 'GC',
  style: 'style',
  layout: 'layout',
  paint: 'paint/frame',
  parseHtml: 'HTML parse',
  loading: 'network handling',
  image: 'images',
  other: 'unattributed task time',
}

const ms = (value: number) => value.toFixed(0).padStart(5)

function medianOf(breakdowns: Breakdown[], read: (b: Breakdown) => number): number {
  return median(breakdowns.map(read))
}

/** A trace's breakdown, with the mark its window ended at. */
type Profiled = Breakdown & { endMark: string }

function print(route: string, breakdowns: Profiled[], sizes: Map<string, number>): void {
  const sorted = [...breakdowns].sort((a, b) => a.window - b.window)
  const typical = sorted[Math.floor((sorted.length - 1) / 2)]!
  console.log(
    `\n${route}: paint→island ready ${breakdowns.map((b) => b.window.toFixed(0)).join(', ')} ms (median ${medianOf(breakdowns, (b) => b.window).toFixed(0)})`,
  )
  console.log(`  medians over ${breakdowns.length} loads, ms between first contentful paint and the last island's mark (${typical.endMark}):`)
  console.log(`  main thread busy ${ms(medianOf(breakdowns, (b) => b.busy))}   idle ${ms(medianOf(breakdowns, (b) => b.idle))}`)
  console.log('  phases (islands/boot/boot.ts starting the island): duration / of which main thread busy')
  for (const [name] of PHASES) {
    const found = breakdowns.map((b) => b.phases.find((phase) => phase.name === name)).filter((phase) => phase !== undefined)
    if (found.length === 0) continue
    const main = (Object.keys(found[0]!.activities) as Activity[])
      .map((activity) => ({ activity, time: median(found.map((phase) => phase.activities[activity])) }))
      .filter(({ time }) => time >= 2)
      .sort((a, b) => b.time - a.time)
      .map(({ activity, time }) => `${ACTIVITY_NAMES[activity]} ${time.toFixed(0)}`)
    console.log(
      `    ${ms(median(found.map((phase) => phase.duration)))} / ${ms(median(found.map((phase) => phase.busy)))}  ${name}${main.length > 0 ? `: ${main.join(', ')}` : ''}`,
    )
  }
  const activities = Object.keys(typical.activities) as Activity[]
  console.log(
    `  by activity (self time): ${activities.map((activity) => `${ACTIVITY_NAMES[activity]} ${medianOf(breakdowns, (b) => b.activities[activity]).toFixed(0)}`).join(', ')}`,
  )
  console.log('  JavaScript by script (sampled; "evaluate" = module top-level code, "run" = later calls, e.g. hydration):')
  const buckets = [...new Set(breakdowns.flatMap((b) => Object.keys(b.scripts)))]
  const rows = buckets
    .map((bucket) => ({ bucket, time: medianOf(breakdowns, (b) => b.scripts[bucket] ?? 0) }))
    .filter(({ time }) => time >= 0.5)
    .sort((a, b) => b.time - a.time)
  for (const { bucket, time } of rows) {
    const file = bucket.replace(/^(evaluate|run) /, '')
    const size = sizes.get(file)
    console.log(`    ${ms(time)}  ${bucket}${size === undefined ? '' : ` (${(size / 1000).toFixed(1)} KB gz)`}`)
  }
  const compile = Object.values(typical.compile).reduce((total, time) => total + time, 0)
  console.log(`  module compile (v8.compileModule) in the window: ${compile.toFixed(0)} ms`)
  const waits = new Map<string, { count: number; time: number }>()
  for (const gap of typical.gaps) {
    const entry = waits.get(gap.waitingFor) ?? { count: 0, time: 0 }
    waits.set(gap.waitingFor, { count: entry.count + 1, time: entry.time + gap.duration })
  }
  console.log(
    `  load with the median window (${typical.window.toFixed(0)} ms): idle gaps >= 1 ms by what ended them: ${[...waits].map(([kind, { count, time }]) => `${kind} ${time.toFixed(0)} ms (${count})`).join(', ')}`,
  )
  console.log('  its tasks >= 3 ms (start after FCP, duration, started by, scripts ms):')
  for (const task of typical.tasks.filter((task) => task.duration >= 3)) {
    console.log(`    +${ms(task.start)} ${ms(task.duration)}  ${task.kind.padEnd(8)} ${task.scripts.join(', ')}`)
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) throw new Error('no built site in dist/client: run npm run build first')
  const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/kontakt']
  const runs = Math.max(1, Number.parseInt(process.env.PROFILE_RUNS ?? '', 10) || 3)
  const sizes = scriptSizes()
  mkdirSync(TRACE_DIR, { recursive: true })
  let server: ServerType | undefined
  const origin = await new Promise<string>((resolveOrigin) => {
    server = serve({ fetch: createApp({ root: CLIENT_DIR }).fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolveOrigin(`http://127.0.0.1:${info.port}`))
  })
  // Calibrated as `npm run bench` calibrates (BENCH_CPU_SLOWDOWN=4 fixes the rate), from one CPU benchmark of about a second.
  const cpu = slowdown(await measureBenchmarkIndex())
  console.log(`Profile: ${PHONE.viewport!.width} px window, ${slowdownText(cpu)}, fresh browser context per load, ${runs} loads per route`)
  try {
    for (const route of routes) {
      const breakdowns: Profiled[] = []
      for (let run = 1; run <= runs; run++) {
        const file = join(TRACE_DIR, `${route.replace(/\//g, '_') || '_'}-${run}.json`)
        const markFile = `${file}.mark`
        // PROFILE_REUSE=1 analyses the traces of an earlier run again instead of recording (with the mark each ended at).
        const reuse = process.env.PROFILE_REUSE && existsSync(file) && existsSync(markFile)
        const recorded = reuse ? { trace: readFileSync(file), endMark: readFileSync(markFile, 'utf8') } : await traceInteractive(origin + route, cpu.rate)
        writeFileSync(file, recorded.trace)
        writeFileSync(markFile, recorded.endMark)
        const parsed = JSON.parse(recorded.trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[]
        breakdowns.push({ ...breakdown(Array.isArray(parsed) ? parsed : parsed.traceEvents, recorded.endMark), endMark: recorded.endMark })
      }
      print(route, breakdowns, sizes)
    }
    console.log(`\nTraces: ${relative(ROOT, TRACE_DIR)}/`)
  } finally {
    await closeInteractiveBrowser()
    server?.close()
  }
}

try {
  await main()
} catch (error) {
  console.error(`Profile failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
