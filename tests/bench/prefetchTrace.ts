// `npm run bench:prefetch [-- /route]`: shows with a Chromium trace which way of fetching the islands'
// code ahead adds work to the main thread before the visitor's first interaction. The floor page
// (tests/bench/floor.ts: no script of its own) is loaded on the phone (390 px, CPU slowed as
// tests/bench/slowdown.ts says) and, once idle, given <link> tags for the islands' code of a route
// (default /kontakt: the islands' entry and every island's data-files): rel=prefetch, rel=modulepreload,
// or none (the baseline). From the links' insertion until the page is idle again, the trace (CDP Tracing:
// the DevTools timeline, V8, V8's compile events) is read for the events that name those files,
// summed by thread and kind of work: handling the requests and responses, compiling or parsing, and
// evaluating. Wall time, and the thread's CPU time in parentheses (a background parse waits for the
// bytes as they stream in). PREFETCH_RUNS (default 3) rounds, the three ways interleaved; medians.
// The traces are kept in tests/bench/results/traces/ (open them in Chrome DevTools' Performance panel).
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { ISLAND } from '../../islands/islandAttributes.ts'
import { createApp } from '../../server/app.ts'
import { writeFloorSite } from './floor.ts'
import { benchBrowser, closeInteractiveBrowser, evaluate, measureBenchmarkIndex, PHONE, phonePage, TIMEOUT_MS } from './interactive.ts'
import { htmlFileOf, islandBytes } from '../../build/pageBytes.ts'
import { waitUntilIdle, watchNetwork } from './pageIdle.ts'
import { median, plainTable } from './report.ts'
import { slowdown, slowdownText } from './slowdown.ts'
import { attribute } from './traceAttribution.ts'
import type { AttributedEvent, Attribution, Work } from './traceAttribution.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const CLIENT_DIR = join(ROOT, 'dist', 'client')
const TRACE_DIR = join(ROOT, 'tests', 'bench', 'results', 'traces')
const WAYS = ['none', 'prefetch', 'modulepreload'] as const
type Way = (typeof WAYS)[number]
/** The trace's categories: the DevTools timeline (requests, tasks), V8 (compile, evaluate) and V8's compile details. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink',
  'loading',
  'toplevel',
]
/** How long the network must be quiet before and after the links, ms. */
const QUIET_MS = 1_000

/** The islands' entry (the boot script's data-entry) and every island's data-files on the route, as addresses. */
function islandFiles(route: string): string[] {
  const entry = /<script[^>]*\sdata-entry="([^"]+)"/.exec(readFileSync(htmlFileOf(CLIENT_DIR, route), 'utf8'))?.[1]
  if (!entry) throw new Error(`${route} has no islands' entry (data-entry)`)
  return [...new Set([entry, ...islandBytes(CLIENT_DIR, route).flatMap(({ files }) => files)])]
}

/** Runs in the page: adds a <link rel> for each address and resolves once every one has loaded or failed. */
function addLinks(rel: string, hrefs: string[]) {
  return Promise.all(
    hrefs.map(
      (href) =>
        new Promise((resolve) => {
          const link = Object.assign(document.createElement('link'), { rel, href, onload: resolve, onerror: resolve })
          document.head.append(link)
        }),
    ),
  ).then(() => undefined)
}

/** One load of the floor with the links added one way, traced from the links on; the trace's attribution to the files. */
async function traceWay(origin: string, way: Way, hrefs: string[], rate: number, file: string): Promise<Attribution> {
  const { context, page, cdp } = await phonePage(PHONE, rate)
  try {
    const network = await watchNetwork(cdp)
    await page.goto(`${origin}/`, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await waitUntilIdle(page, network, QUIET_MS)
    const browser = await benchBrowser()
    await browser.startTracing(page, { categories: CATEGORIES })
    if (way !== 'none') await evaluate(page, `(${addLinks.toString()})(${JSON.stringify(way)}, ${JSON.stringify(hrefs)})`, `the ${way} links`)
    await waitUntilIdle(page, network, QUIET_MS)
    const trace = await browser.stopTracing()
    writeFileSync(file, trace)
    const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: AttributedEvent[] } | AttributedEvent[]
    return attribute(Array.isArray(parsed) ? parsed : parsed.traceEvents, new Set(hrefs.map((href) => new URL(href, origin).href)))
  } finally {
    await context.close()
  }
}

const WORK_TITLES: Record<Work, string> = { fetch: 'requests ms', compile: 'compile/parse ms', evaluate: 'evaluate ms' }

/** The table: per way and thread, the median over the runs of each kind of work, wall (CPU). */
function print(results: Map<Way, Attribution[]>): string {
  const lines: string[][] = [['Way', 'Thread', ...Object.values(WORK_TITLES)]]
  for (const way of WAYS) {
    const runs = results.get(way)!
    const threads = [...new Set(runs.flatMap(({ rows }) => rows.map((row) => `${row.main ? 'main: ' : ''}${row.thread}`)))].sort()
    if (threads.length === 0) lines.push([way, '(none of the files named)', '-', '-', '-'])
    for (const thread of threads) {
      const cell = (work: Work) => {
        const of = (run: Attribution) => run.rows.filter((row) => `${row.main ? 'main: ' : ''}${row.thread}` === thread && row.work === work)
        const ms = median(runs.map((run) => of(run).reduce((sum, row) => sum + row.ms, 0)))
        const cpu = median(runs.map((run) => of(run).reduce((sum, row) => sum + row.cpuMs, 0)))
        return ms === 0 ? '0' : `${ms.toFixed(1)} (${cpu.toFixed(1)})`
      }
      lines.push([way, thread, cell('fetch'), cell('compile'), cell('evaluate')])
    }
  }
  const busy = WAYS.map((way) => {
    const runs = results.get(way)!
    return `${way} ${median(runs.map((run) => run.mainBusy)).toFixed(0)} (${median(runs.map((run) => run.mainBusyCpu)).toFixed(0)}) ms`
  }).join(', ')
  return `${plainTable(lines, 2)}\n\nThe main thread's tasks from the links on, whatever they did, wall (CPU): ${busy}\n(the insertion of the links and their load events are the bench's own; "none" inserts none)`
}

async function main(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) throw new Error('no built site in dist/client: run npm run build first')
  const route = process.argv[2] ?? '/kontakt'
  const runs = Math.max(1, Number.parseInt(process.env.PREFETCH_RUNS ?? '', 10) || 3)
  const hrefs = islandFiles(route)
  mkdirSync(TRACE_DIR, { recursive: true })
  // The floor page, with the built site's files beside it.
  const floorDir = writeFloorSite(CLIENT_DIR)
  cpSync(join(CLIENT_DIR, 'assets'), join(floorDir, 'assets'), { recursive: true })
  let server: ServerType | undefined
  try {
    const origin = await new Promise<string>((resolveOrigin) => {
      server = serve({ fetch: createApp({ root: floorDir }).fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolveOrigin(`http://127.0.0.1:${info.port}`))
    })
    const cpu = slowdown(await measureBenchmarkIndex())
    console.log(
      `Fetching ${route}'s islands' code ahead (${hrefs.length} files: the entry and every island's ${ISLAND.files}) into the floor page once idle: ${PHONE.viewport!.width} px window, ${slowdownText(cpu)}, ${runs} runs of each way, medians`,
    )
    const results = new Map<Way, Attribution[]>(WAYS.map((way) => [way, []]))
    for (let run = 1; run <= runs; run++) {
      for (const way of WAYS) results.get(way)!.push(await traceWay(origin, way, hrefs, cpu.rate, join(TRACE_DIR, `prefetch-${way}-${run}.json`)))
      console.error(`  run ${run}/${runs} done`)
    }
    console.log(
      `\nTime on those files' trace events, by thread: wall ms (the thread's CPU ms); "main" is the page's renderer main thread; requests = request and response handling\n`,
    )
    console.log(print(results))
    console.log(`\nTraces: ${relative(ROOT, TRACE_DIR)}/prefetch-*.json`)
  } finally {
    await closeInteractiveBrowser()
    server?.close()
    rmSync(floorDir, { recursive: true, force: true })
  }
}

try {
  await main()
} catch (error) {
  console.error(`Prefetch trace failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
