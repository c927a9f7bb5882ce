// `npm run bench`: Lighthouse (mobile, simulated throttling; a first and a repeat visit) on the bench
// routes and on a minimal "floor" page, in interleaved rounds, served exactly like `npm start` serves
// the site; per route a phone load (390 px, touch, no interaction) until the page is idle: the
// JavaScript it ran and the JavaScript it fetched ahead without running (tests/bench/phoneLoad.ts),
// and the islands that started by themselves; per round the browser's own navigation from the home
// page to the contact page (a plain load, a prerendered link, the speculation rules switched off;
// tests/bench/navigation.ts) and a share of the first taps on each island's control
// (tests/bench/firstTap.ts, tests/bench/taps.ts): with the code fetched ahead, and cold on slow 4G.
// One phone for every figure: the CPU slowed by 4 x Lighthouse's CPU benchmark index / 1,750
// (tests/bench/slowdown.ts), read from Lighthouse runs of the floor before the first round, in
// Lighthouse's simulation and in Chromium's throttling alike (BENCH_CPU_SLOWDOWN=4 fixes the rate).
// BENCH_ROUTES="/,/kontakt" for other routes (`all` for every one), BENCH_RUNS rounds (5),
// BENCH_TAPS tries per tap and way (20).
// Prints a table per part (ratios to the floor), byte sizes and the targets each route misses;
// writes everything to tests/bench/results/latest.json. `npm run bench:profile` shows where the
// time from paint to an island's readiness goes, `npm run bench:prefetch` what fetching ahead costs.
// It reports and exits 0 even when targets are missed; it exits 1 only when it cannot measure.
import { serve } from '@hono/node-server'
import type { ServerType } from '@hono/node-server'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { content } from '../../content/content.ts'
import { createApp } from '../../server/app.ts'
import { writeFloorSite } from './floor.ts'
import { tryTap, LOST_AFTER_MS, SLOW_4G } from './firstTap.ts'
import type { TapMode } from './firstTap.ts'
import { closeInteractiveBrowser, PHONE } from './interactive.ts'
import { killChromium, measure, METRICS } from './lighthouse.ts'
import type { Measurement } from './lighthouse.ts'
import { DESKTOP, HOVER_BEFORE_CLICK_MS, measureNavigation } from './navigation.ts'
import type { NavigationRound } from './navigation.ts'
import { QUIET_MS } from './pageIdle.ts'
import { inlineScriptBytes, pageBytes } from '../../build/pageBytes.ts'
import { measurePhoneLoad } from './phoneLoad.ts'
import type { PhoneLoad } from './phoneLoad.ts'
import {
  againstSlowestFloor,
  median,
  medians,
  misses,
  navigationMisses,
  navigationSummary,
  navigationTable,
  perRound,
  phoneSummary,
  table,
  TARGETS_TEXT,
} from './report.ts'
import type { Row } from './report.ts'
import { rateFromEnv, rateText, slowdown, slowdownText } from './slowdown.ts'
import type { Slowdown } from './slowdown.ts'
import { summarizeTap, TAP_TARGETS_TEXT, tapMisses, tapTable, triesInRound } from './tapReport.ts'
import type { TapResult } from './tapReport.ts'
import { TAPS } from './taps.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const CLIENT_DIR = join(ROOT, 'dist', 'client')
const RESULTS_FILE = join(ROOT, 'tests', 'bench', 'results', 'latest.json')
const FLOOR = 'floor'
/** Phone loads per route in each round; the table shows the median of all of them. */
const PHONE_LOADS_PER_ROUND = 1
/** The navigation timed each round: the home page's link to the contact page, the visit the site exists for. */
const NAVIGATION = { from: '/', to: '/kontakt' }
/**
 * The routes measured unless BENCH_ROUTES names others: the home page, the contact page, the team, the
 * blog and an article, a service, a case and a plain text page.
 */
const BENCH_ROUTES = ['/', '/kontakt', '/team', '/blog', '/blog/roi-tracking', '/services/google-ads', '/cases/by-doodle-dog', '/servicevilkaar']

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

/** A whole number of at least `least` from the environment variable, else `fallback`. */
function countFromEnv(name: string, fallback: number, least: number): number {
  const requested = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isNaN(requested) ? fallback : Math.max(least, requested)
}

/** Each failing audit id with the number of runs it failed in, e.g. "seo/link-text (3/3)". */
function countFailures(runs: Measurement[]): string[] {
  const counts = new Map<string, number>()
  for (const id of runs.flatMap((run) => run.failingAudits)) counts.set(id, (counts.get(id) ?? 0) + 1)
  return [...counts].map(([id, count]) => `${id} (${count}/${runs.length})`)
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

/** Minutes each part of the run took, for the last line (BENCH_TAPS and BENCH_RUNS set the long ones). */
const spent = { Lighthouse: 0, 'phone loads': 0, navigation: 0, taps: 0 }
async function timed<T>(part: keyof typeof spent, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    spent[part] += (performance.now() - started) / 60_000
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    console.error(`No built site in ${relative(ROOT, CLIENT_DIR)}: run npm run build first.`)
    process.exitCode = 1
    return
  }
  // BENCH_ROUTES="/,/kontakt" measures those routes, BENCH_ROUTES=all every route.
  const named = process.env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  const only = named?.includes('all') ? undefined : named && named.length > 0 ? named : BENCH_ROUTES
  const routes = [...content().pages.keys()]
    .filter((route) => !only || only.includes(route))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  const rounds = countFromEnv('BENCH_RUNS', 5, 1)
  const tapTries = countFromEnv('BENCH_TAPS', 20, 1)
  // Read first, so a mistyped BENCH_CPU_SLOWDOWN stops the run before it starts.
  const fixedRate = rateFromEnv()
  const taps = TAPS.filter((tap) => routes.includes(tap.route))

  floorDir = writeFloorSite(CLIENT_DIR)
  const siteOrigin = await start(CLIENT_DIR)
  const floorOrigin = await start(floorDir)
  const targets = [
    { name: FLOOR, url: `${floorOrigin}/`, bytes: pageBytes(floorDir, '/'), site: { clientDir: floorDir, inlineJs: inlineScriptBytes(floorDir, '/') } },
    ...routes.map((route) => ({
      name: route,
      url: siteOrigin + route,
      bytes: pageBytes(CLIENT_DIR, route),
      site: { clientDir: CLIENT_DIR, inlineJs: inlineScriptBytes(CLIENT_DIR, route) },
    })),
  ]

  const runs = new Map<string, Measurement[]>(targets.map((target) => [target.name, []]))
  const repeatRuns = new Map<string, Measurement[]>(targets.map((target) => [target.name, []]))
  const phoneLoads = new Map<string, PhoneLoad[]>(targets.map((target) => [target.name, []]))
  const navigations: NavigationRound[] = []
  const tapResults: TapResult[] = taps.map((tap) => ({ tap, ahead: [], cold: [] }))
  let versions = { lighthouseVersion: '', userAgent: '' }
  console.error(
    `Measuring ${targets.length - 1} routes and the floor, ${rounds} rounds: Lighthouse first and repeat visit in a fresh Chromium, phone loads in fresh browser contexts; ${taps.length} taps, ${tapTries} tries each way.`,
  )
  if (rounds < 3) console.error('  Fewer than 3 rounds: the figures check the bench itself, they are not for judging the site.')
  // The phone every figure is taken on: calibrated from Lighthouse's own CPU benchmark, in a first and a
  // repeat visit of the floor (at Lighthouse's default throttling; not counted), as the runs that follow measure it.
  const runStarted = performance.now()
  const calibration = await timed('Lighthouse', () => measure(targets[0]!.url))
  const cpu: Slowdown = slowdown(median([calibration.measurement.benchmarkIndex, calibration.repeat.benchmarkIndex]), fixedRate)
  console.error(`  every figure: ${slowdownText(cpu)}`)
  const rate = cpu.rate
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const { measurement, repeat, ...rest } = await timed('Lighthouse', () => measure(target.url, rate))
      versions = rest
      runs.get(target.name)!.push(measurement)
      repeatRuns.get(target.name)!.push(repeat)
      const loads: PhoneLoad[] = []
      for (let load = 0; load < PHONE_LOADS_PER_ROUND; load++) loads.push(await timed('phone loads', () => measurePhoneLoad(target.url, rate, target.site)))
      phoneLoads.get(target.name)!.push(...loads)
      const islands = loads.map((load) => load.islands.map(({ id, ms }) => `${id} ${ms.toFixed(0)}`).join(', ') || 'none').join(' / ')
      console.error(
        `  round ${round}/${rounds}  ${target.name.padEnd(24)} perf ${measurement.performance}  FCP ${measurement.fcp.toFixed(0)}/${repeat.fcp.toFixed(0)} ms  LCP ${measurement.lcp.toFixed(0)}/${repeat.lcp.toFixed(0)} ms  TTI ${measurement.tti.toFixed(0)} ms  TBT ${measurement.tbt.toFixed(0)} ms  CLS ${measurement.cls.toFixed(3)}  JS run ${kb(loads[0]!.js.run)}, ahead ${kb(loads[0]!.js.ahead)}${loads.some((load) => !load.idle) ? ' (NOT idle)' : ''}  islands started by themselves (ms) ${islands}`,
      )
    }
    const navigation = await timed('navigation', () => measureNavigation(siteOrigin, floorOrigin, NAVIGATION.from, NAVIGATION.to, rate))
    navigations.push(navigation)
    console.error(
      `  round ${round}/${rounds}  navigation ${NAVIGATION.from} → ${NAVIGATION.to}: plain load FCP ${navigation.plainLoad.toFixed(0)} ms (floor ${navigation.floorLoad.toFixed(0)}), prerendered ${navigation.prerendered.toFixed(0)} ms from the click${navigation.wasPrerendered ? '' : ' (NOT prerendered)'}, speculation rules off FCP ${navigation.rulesOff.toFixed(0)} ms (floor's repeat visit ${navigation.floorRepeat.toFixed(0)})`,
    )
    const tries = triesInRound(tapTries, rounds, round)
    for (const result of tapResults) {
      const these: Record<TapMode, (number | null)[]> = { ahead: [], cold: [] }
      for (let attempt = 0; attempt < tries; attempt++) {
        for (const mode of ['ahead', 'cold'] as const) {
          const tried = await timed('taps', () => tryTap(siteOrigin, result.tap, rate, mode))
          result[mode].push(tried)
          these[mode].push(tried.ms)
        }
      }
      const cell = (list: (number | null)[]) => list.map((ms) => (ms === null ? 'LOST' : ms.toFixed(0))).join(' ')
      if (tries > 0)
        console.error(`  round ${round}/${rounds}  tap ${result.tap.route} ${result.tap.control}: ahead ${cell(these.ahead)} ms, cold ${cell(these.cold)} ms`)
    }
  }
  await closeInteractiveBrowser()

  const allRuns = [...runs.values()].flat()
  const benchmarkIndex = median(allRuns.map((run) => run.benchmarkIndex))
  const floorRuns = runs.get(FLOOR)!
  const floorRepeats = repeatRuns.get(FLOOR)!
  const rows: Row[] = targets.map(({ name, bytes }) => {
    const first = runs.get(name)!
    const repeat = repeatRuns.get(name)!
    const of = (list: Measurement[], metric: 'fcp' | 'lcp' | 'tbt' | 'tti') => list.map((run) => run[metric])
    return {
      route: name,
      bytes,
      median: medians(first, METRICS),
      ratios: {
        fcp: againstSlowestFloor(of(first, 'fcp'), of(floorRuns, 'fcp')),
        lcp: againstSlowestFloor(of(first, 'lcp'), of(floorRuns, 'lcp')),
        repeatFcp: againstSlowestFloor(of(repeat, 'fcp'), of(floorRepeats, 'fcp')),
        repeatLcp: againstSlowestFloor(of(repeat, 'lcp'), of(floorRepeats, 'lcp')),
        tti: againstSlowestFloor(of(first, 'tti'), of(floorRuns, 'tti')),
      },
      tbtOverFloor: perRound(of(first, 'tbt'), of(floorRuns, 'tbt'), (route, floor) => route - floor),
      phone: phoneSummary(phoneLoads.get(name)!),
      noindex: content().pages.get(name)?.page.head.noindex === true,
      failingAudits: [...new Set(first.flatMap((run) => run.failingAudits))],
    }
  })
  const navigation = navigationSummary(navigations)
  const cpuText = slowdownText(cpu)
  const cpuShort = `CPU ${rateText(rate)} slower`
  const indexText = `CPU benchmark index ${cpu.benchmarkIndex.toFixed(0)} before the first round (the calibration), ${benchmarkIndex.toFixed(0)} the median of all runs (it would give ${rateText(slowdown(benchmarkIndex, undefined).rate)})`

  console.log(`\nOne phone for every figure: ${cpuText}, in Lighthouse's simulation (cpuSlowdownMultiplier) and in Chromium (Emulation.setCPUThrottlingRate)`)
  console.log(
    `Lighthouse ${versions.lighthouseVersion}, ${versions.userAgent}; ${rounds} interleaved rounds; ratios: a route's median over the floor's slowest round (TBT: the median of the per-round differences); ${indexText}`,
  )
  console.log(
    `Phone loads: ${PHONE.viewport!.width} px window, ${cpuShort}, no interaction, read once idle (network quiet ${QUIET_MS / 1000} s, then an idle moment), median of ${rounds * PHONE_LOADS_PER_ROUND} loads; "JS before" from the built page; "JS run" what V8 ran (its coverage) and "JS ahead" what was fetched without running (CDP Network), gzip, * = an island started by itself; "Island ms": of the islands that started by themselves, the slowest, from first paint to its island:<id> mark\n`,
  )
  console.log(table(rows))
  console.log(
    `\nNavigation ${NAVIGATION.from} → ${NAVIGATION.to}, ${DESKTOP.width} px window, ${cpuShort}, reduced motion (no view transition), link hovered ${HOVER_BEFORE_CLICK_MS} ms, medians of ${rounds} (FCP since the navigation's start; ratios per round):\n`,
  )
  console.log(navigationTable(navigation))
  if (tapResults.length > 0) {
    console.log(
      `\nFirst taps, ${PHONE.viewport!.width} px window with touch, ${cpuShort}, a fresh context each try, ${tapTries} tries each way; medians of the tries answered.\n` +
        `  ahead: loaded and idle (the islands' code near the screen fetched ahead), then tapped; lost: no answer within ${LOST_AFTER_MS.ahead / 1000} s.\n` +
        `  cold: on Lighthouse's slow 4G through CDP Network.emulateNetworkConditions (latency ${SLOW_4G.latency} ms, ${((SLOW_4G.downloadThroughput * 8) / 1e6).toFixed(2)} Mbit/s down, ${((SLOW_4G.uploadThroughput * 8) / 1e3).toFixed(0)} Kbit/s up), tapped once shown after first paint; lost: no answer within ${LOST_AFTER_MS.cold / 1000} s.\n` +
        "  [page clock]: performance.now() in the page, from the touch's event.timeStamp (the first key's, for typing) to the answer in the DOM (checked at each DOM change and frame);\n" +
        '  [web-vitals]: its INP (onINP) of the interactions from the tap on; ° = the control shows only once its island runs: a touch on the island first, timed from it.\n',
    )
    console.log(tapTable(tapResults))
  }
  console.log(`\n${TARGETS_TEXT}\n${TAP_TARGETS_TEXT}`)
  const missed = rows.filter((row) => row.route !== FLOOR).map((row) => ({ route: row.route, misses: misses(row) }))
  for (const { route, misses: texts } of missed) if (texts.length > 0) console.log(`  MISSED ${route}: ${texts.join(', ')}`)
  const slowNavigation = navigationMisses(navigation)
  for (const text of slowNavigation) console.log(`  MISSED navigation: ${text}`)
  const slowTaps = tapResults.flatMap(tapMisses)
  for (const text of slowTaps) console.log(`  MISSED tap ${text}`)
  if (missed.every(({ misses: texts }) => texts.length === 0) && slowNavigation.length === 0 && slowTaps.length === 0)
    console.log('  Every route meets every target.')
  const floorMisses = misses(rows[0]!).filter((text) => !text.includes('/floor'))
  if (floorMisses.length > 0) console.log(`  (the floor itself misses: ${floorMisses.join(', ')}; the machine or browser is adding noise)`)

  const failing = targets.map(({ name }) => ({ route: name, audits: countFailures(runs.get(name)!) })).filter(({ audits }) => audits.length > 0)
  if (failing.length > 0) console.log('\nFailing accessibility / best-practices / SEO audits (runs failed):')
  for (const { route, audits } of failing) console.log(`  ${route}: ${audits.join(', ')}`)
  const warnings = [...new Set(allRuns.flatMap((run) => run.warnings))]
  if (warnings.length > 0) console.log(`\nLighthouse warnings:\n${warnings.map((warning) => `  ${warning}`).join('\n')}`)
  console.log(`\n${cpuText}; ${indexText}`)
  const minutes = (value: number) => value.toFixed(1)
  console.log(
    `Took ${minutes((performance.now() - runStarted) / 60_000)} min: ${Object.entries(spent)
      .map(([part, value]) => `${part} ${minutes(value)}`)
      .join(', ')} (BENCH_RUNS=${rounds}, BENCH_TAPS=${tapTries})`,
  )

  mkdirSync(join(RESULTS_FILE, '..'), { recursive: true })
  const results = {
    date: new Date().toISOString(),
    ...versions,
    rounds,
    tapTries,
    minutes: spent,
    benchmarkIndex,
    targets: `${TARGETS_TEXT}\n${TAP_TARGETS_TEXT}`,
    cpuSlowdown: cpu,
    phoneSetup: { window: PHONE, loadsPerRound: PHONE_LOADS_PER_ROUND, quietMs: QUIET_MS },
    navigation: { ...NAVIGATION, hoverMs: HOVER_BEFORE_CLICK_MS, summary: navigation, misses: slowNavigation, runs: navigations },
    taps: {
      network: SLOW_4G,
      lostAfterMs: LOST_AFTER_MS,
      results: tapResults.map((result) => ({ ...result, summary: summarizeTap(result), misses: tapMisses(result) })),
    },
    rows: rows.map((row) => ({
      ...row,
      misses: row.route === FLOOR ? [] : misses(row),
      failingAudits: countFailures(runs.get(row.route)!),
      runs: runs.get(row.route),
      repeatRuns: repeatRuns.get(row.route),
      phoneLoads: phoneLoads.get(row.route),
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
