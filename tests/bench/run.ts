// `npm run bench`: Lighthouse (mobile, simulated throttling) on every prerendered route and on a
// minimal "floor" page, served exactly like `npm start` serves the site, plus the time from first
// paint to the end of hydration on a 390 px window with the CPU slowed 4x (Playwright). Prints
// medians, byte sizes and the targets each route misses; writes everything to tests/bench/results/latest.json.
// `npm run bench:profile` shows where that paint-to-interactive time goes.
// It reports and exits 0 even when targets are missed; it exits 1 only when it cannot measure.
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { content } from '../../renderer/content.ts'
import { createApp } from '../../server/app.ts'
import { writeFloorSite } from './floor.ts'
import { closeInteractiveBrowser, CPU_SLOWDOWN, measureInteractive, PHONE } from './interactive.ts'
import type { InteractiveMeasurement } from './interactive.ts'
import { killChromium, measure, METRICS } from './lighthouse.ts'
import type { Measurement } from './lighthouse.ts'
import { pageBytes } from './pageBytes.ts'
import { median, medians, misses, table, TARGETS_TEXT } from './report.ts'
import type { Row } from './report.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const CLIENT_DIR = join(ROOT, 'dist', 'client')
const RESULTS_FILE = join(ROOT, 'tests', 'bench', 'results', 'latest.json')
const FLOOR = 'floor'
/** Paint-to-interactive loads per route in each round; the table shows the median of all of them. */
const INTERACTIVE_LOADS_PER_ROUND = 3

const servers: ServerType[] = []
let floorDir: string | undefined

/** Stops everything this run started; safe to call more than once. */
function cleanUp(): void {
  killChromium()
  void closeInteractiveBrowser().catch(() => {})
  for (const server of servers.splice(0)) server.close()
  if (floorDir) rmSync(floorDir, { recursive: true, force: true })
  floorDir = undefined
}

/** Serves a folder with the site's own server on a free port of 127.0.0.1 and returns its origin. */
function start(root: string): Promise<string> {
  return new Promise((resolveOrigin, reject) => {
    const server = serve({ fetch: createApp({ root }).fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolveOrigin(`http://127.0.0.1:${info.port}`))
    server.once('error', reject)
    servers.push(server)
  })
}

function roundsFromEnv(): number {
  const requested = Number.parseInt(process.env.BENCH_RUNS ?? '', 10)
  return Number.isNaN(requested) ? 3 : Math.max(3, requested)
}

/** Each failing audit id with the number of runs it failed in, e.g. "seo/link-text (3/3)". */
function countFailures(runs: Measurement[]): string[] {
  const counts = new Map<string, number>()
  for (const id of runs.flatMap((run) => run.failingAudits)) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts].map(([id, count]) => `${id} (${count}/${runs.length})`)
}

async function main(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    console.error(`No built site in ${relative(ROOT, CLIENT_DIR)}: run npm run build first.`)
    process.exitCode = 1
    return
  }
  // BENCH_ROUTES="/,/kontakt" measures only those routes (every route by default).
  const only = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  const routes = [...content().pages.keys()]
    .filter((route) => !only || only.includes(route))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  const rounds = roundsFromEnv()

  floorDir = writeFloorSite()
  const siteOrigin = await start(CLIENT_DIR)
  const floorOrigin = await start(floorDir)
  const targets = [
    { name: FLOOR, url: `${floorOrigin}/`, bytes: pageBytes(floorDir, '/') },
    ...routes.map((route) => ({ name: route, url: siteOrigin + route, bytes: pageBytes(CLIENT_DIR, route) })),
  ]

  const runs = new Map<string, Measurement[]>(targets.map((target) => [target.name, []]))
  const interactiveRuns = new Map<string, InteractiveMeasurement[]>(targets.map((target) => [target.name, []]))
  let versions = { lighthouseVersion: '', userAgent: '' }
  console.error(
    `Measuring ${targets.length - 1} routes and the floor, ${rounds} rounds: Lighthouse in a fresh Chromium, then a phone-sized load in a fresh browser context.`,
  )
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const { measurement, ...rest } = await measure(target.url)
      versions = rest
      runs.get(target.name)!.push(measurement)
      // Loads are cheap next to Lighthouse runs and the figure is noisy: several per round.
      const loads: InteractiveMeasurement[] = []
      for (let load = 0; load < INTERACTIVE_LOADS_PER_ROUND; load++) loads.push(await measureInteractive(target.url, target.name !== FLOOR))
      interactiveRuns.get(target.name)!.push(...loads)
      const { performance, lcp, tbt, cls } = measurement
      const times = loads.flatMap(({ paintToInteractive }) => (paintToInteractive === null ? [] : [paintToInteractive.toFixed(0)]))
      const toInteractive = times.length === 0 ? '' : `  paint→interactive ${times.join('/')} ms`
      console.error(
        `  round ${round}/${rounds}  ${target.name.padEnd(24)} perf ${performance}  LCP ${lcp.toFixed(0)} ms  TBT ${tbt.toFixed(0)} ms  CLS ${cls.toFixed(3)}${toInteractive}`,
      )
    }
  }
  await closeInteractiveBrowser()

  const allRuns = [...runs.values()].flat()
  const benchmarkIndex = median(allRuns.map((run) => run.benchmarkIndex))
  const floor = medians(runs.get(FLOOR)!, ['lcp', 'tbt'])
  const rows: Row[] = targets.map(({ name, bytes }) => {
    const medianOf = medians(runs.get(name)!, METRICS)
    const toInteractive = interactiveRuns.get(name)!.flatMap((run) => (run.paintToInteractive === null ? [] : [run.paintToInteractive]))
    return {
      route: name,
      bytes,
      median: medianOf,
      lcpRatio: medianOf.lcp / floor.lcp,
      tbtOverFloor: medianOf.tbt - floor.tbt,
      paintToInteractive: toInteractive.length > 0 ? median(toInteractive) : null,
    }
  })

  console.log(
    `\nLighthouse ${versions.lighthouseVersion}, ${versions.userAgent}; medians of ${rounds} runs each, CPU benchmark index ${benchmarkIndex.toFixed(0)}`,
  )
  // The floor has no hydration; its first paint in the same setting shows how busy the machine was.
  const floorFcp = median(interactiveRuns.get(FLOOR)!.map((run) => run.fcp))
  console.log(
    `Paint→interactive: first contentful paint to hydration end, ${PHONE.viewport!.width} px window, CPU ${CPU_SLOWDOWN}x slower, median of ${rounds * INTERACTIVE_LOADS_PER_ROUND} loads (the floor does not hydrate; its first paint there: ${floorFcp.toFixed(0)} ms)\n`,
  )
  console.log(table(rows))
  console.log(`\n${TARGETS_TEXT}`)
  const missed = rows.filter((row) => row.route !== FLOOR).map((row) => ({ route: row.route, misses: misses(row) }))
  for (const { route, misses: texts } of missed) if (texts.length > 0) console.log(`  MISSED ${route}: ${texts.join(', ')}`)
  if (missed.every(({ misses: texts }) => texts.length === 0)) console.log('  Every route meets every target.')
  const floorMisses = misses(rows[0]!)
  if (floorMisses.length > 0) console.log(`  (the floor itself misses: ${floorMisses.join(', ')}; the machine or browser is adding noise)`)

  const failing = targets.map(({ name }) => ({ route: name, audits: countFailures(runs.get(name)!) })).filter(({ audits }) => audits.length > 0)
  if (failing.length > 0) console.log('\nFailing accessibility / best-practices / SEO audits (runs failed):')
  for (const { route, audits } of failing) console.log(`  ${route}: ${audits.join(', ')}`)
  const warnings = [...new Set(allRuns.flatMap((run) => run.warnings))]
  if (warnings.length > 0) console.log(`\nLighthouse warnings:\n${warnings.map((warning) => `  ${warning}`).join('\n')}`)

  mkdirSync(join(RESULTS_FILE, '..'), { recursive: true })
  const results = {
    date: new Date().toISOString(),
    ...versions,
    rounds,
    benchmarkIndex,
    targets: TARGETS_TEXT,
    interactiveSetup: { window: PHONE, cpuSlowdown: CPU_SLOWDOWN, loadsPerRound: INTERACTIVE_LOADS_PER_ROUND },
    rows: rows.map((row) => ({
      ...row,
      misses: row.route === FLOOR ? [] : misses(row),
      failingAudits: countFailures(runs.get(row.route)!),
      runs: runs.get(row.route),
      interactiveRuns: interactiveRuns.get(row.route),
    })),
  }
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)
  console.log(`\nFull results: ${relative(ROOT, RESULTS_FILE)}`)
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the servers.`)
    cleanUp()
    process.exit(code)
  })
}

try {
  await main()
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  cleanUp()
}
