// `npm test` after the ensure-*.sh scripts: every check, as a graph rather than a chain. Each step
// starts once the steps it needs have passed, two at a time (this project's machines have two cores),
// so vitest runs from the start beside the content check, the builds, typecheck, lint, format and the
// dependency rules (only the tests named `*.build.test.ts` read the site build, and they run once it
// is made); each build is made once, and the browser tests run last over what was built. A failed step
// starts nothing more, and the run fails. Each step is one line with its time when it passes and its
// whole output when it fails; the browser tests print as they run.
import type { ChildProcess } from 'node:child_process'
import { makeBuild, type BuildName } from './builds.ts'
import { exited, spawnGroup, stopGroup } from './processGroup.ts'

interface Step {
  name: string
  needs: string[]
  /** An npm script (with arguments for it), or one of the builds. */
  run: { script: string; args?: string[]; live?: boolean } | { build: BuildName }
}

// In the order they are started when more than two are ready: the longest chains first. Vitest, the
// longest step before the browser tests, starts at once on one core; the other steps share the other.
const STEPS: Step[] = [
  // Vitest's projects (vitest.config.ts): all but the tests that read the site build.
  { name: 'unit tests', needs: [], run: { script: 'test:unit', args: ['--project', 'unit', '--project', 'pglite'] } },
  { name: 'content check', needs: [], run: { script: 'check' } },
  { name: 'site build', needs: ['content check'], run: { build: 'site' } },
  // The pages as Vike wrote them and as served, against what the build optimised and its headers.
  { name: 'build tests', needs: ['site build'], run: { script: 'test:unit', args: ['--project', 'built-site'] } },
  { name: 'typecheck', needs: [], run: { script: 'typecheck' } },
  { name: 'lint', needs: [], run: { script: 'lint' } },
  { name: 'studio build', needs: ['content check'], run: { build: 'studio' } },
  { name: 'deployed build', needs: ['content check'], run: { build: 'deployed' } },
  { name: 'format', needs: [], run: { script: 'format:check' } },
  // Which top-level folder may import which (.dependency-cruiser.cjs): a few seconds.
  { name: 'dependency rules', needs: [], run: { script: 'deps' } },
  { name: 'page check', needs: ['site build'], run: { script: 'check:pages' } },
  {
    name: 'browser tests',
    needs: ['site build', 'studio build', 'deployed build', 'typecheck', 'unit tests', 'build tests', 'lint', 'format', 'dependency rules', 'page check'],
    run: { script: 'test:e2e', live: true },
  },
]

const PARALLEL = 2
const running = new Map<string, ChildProcess | undefined>()
const passed = new Set<string>()
const durations: [string, number][] = []
let failed: string | undefined

async function runScript(script: string, args: string[], live: boolean, register: (child: ChildProcess) => void): Promise<{ ok: boolean; output: string }> {
  const child = spawnGroup('npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  })
  register(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  await exited(child)
  await stopGroup(child)
  return { ok: child.exitCode === 0, output }
}

async function runStep(step: Step): Promise<void> {
  const started = performance.now()
  running.set(step.name, undefined)
  let result: { ok: boolean; output: string }
  if ('build' in step.run) {
    const build = step.run.build
    result = await makeBuild(build).then(
      () => ({ ok: true, output: '' }),
      (error: Error) => ({ ok: false, output: error.message }),
    )
  } else {
    const { script, args = [], live = false } = step.run
    if (live) console.log(`\n▶ ${step.name} (npm run ${script})`)
    result = await runScript(script, args, live, (child) => running.set(step.name, child))
  }
  running.delete(step.name)
  const seconds = (performance.now() - started) / 1000
  durations.push([step.name, seconds])
  if (result.ok) {
    passed.add(step.name)
    console.log(`✓ ${step.name} (${seconds.toFixed(1)} s)`)
  } else {
    failed ??= step.name
    console.log(`✗ ${step.name} (${seconds.toFixed(1)} s)\n${result.output}`)
  }
}

function ready(): Step[] {
  return STEPS.filter((step) => !passed.has(step.name) && !running.has(step.name) && step.needs.every((name) => passed.has(name)))
}

async function stopAll(signal: NodeJS.Signals) {
  await Promise.all([...running.values()].flatMap((child) => (child ? [stopGroup(child)] : [])))
  process.exit(signal === 'SIGINT' ? 130 : 143)
}
process.once('SIGINT', () => void stopAll('SIGINT'))
process.once('SIGTERM', () => void stopAll('SIGTERM'))

const startedAt = performance.now()
const inFlight = new Set<Promise<void>>()
const started = new Set<string>()
while (failed === undefined) {
  for (const step of ready()) {
    if (inFlight.size >= PARALLEL || started.has(step.name)) continue
    started.add(step.name)
    const promise = runStep(step).finally(() => inFlight.delete(promise))
    inFlight.add(promise)
  }
  if (inFlight.size === 0) break
  await Promise.race(inFlight)
}
await Promise.all(inFlight)

const total = (performance.now() - startedAt) / 1000
console.log(`\n${durations.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(' · ')}\nnpm test: ${total.toFixed(0)} s`)
if (failed !== undefined || passed.size < STEPS.length) {
  console.log(`npm test failed: ${failed ?? 'a step could not start'}`)
  process.exit(1)
}
