// The three builds the tests run against, each made once: `npm test` (tests/run.ts) builds them in its
// graph, and Playwright's servers build whichever is missing or older than the sources, so a spec run
// alone on a fresh clone (`npx playwright test tests/e2e/home.spec.ts`) gets what it needs.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { STUDIO_DIST } from '../studio/buildMode.ts'
import { DEPLOYED_DIST, deployedEnvDir, deployedEnvFile } from './deploy/deployedBuild.ts'
import { runGroup } from './processGroup.ts'

export type BuildName = 'site' | 'studio' | 'deployed'

interface Build {
  /** What it is, for messages. */
  title: string
  /** The folder it writes. */
  dir: string
  /** Its steps, each a Node script with its arguments, run one after another. */
  steps: string[][]
  /** Its environment. */
  env: () => NodeJS.ProcessEnv
  /** What besides the sources makes it differ (the deployed build's settings name the stand-ins' ports). */
  settings: () => string
  /** Removes what `env` made for the build. */
  cleanUp?: (env: NodeJS.ProcessEnv) => void
}

const VIKE = 'node_modules/vike/bin.js'
const withoutViteSettings = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')))
/**
 * A build for visitors whoever starts it: a test runner sets NODE_ENV to "test" (vitest), which Vite
 * would follow into React's and the JSX transform's development builds, twice the JavaScript.
 */
const production = (env: NodeJS.ProcessEnv) => ({ ...env, NODE_ENV: 'production' })

// The content check (`npm run check`) runs once, before the builds (tests/run.ts), not in each.
const BUILDS: Record<BuildName, Build> = {
  site: { title: 'the site', dir: 'dist', steps: [[VIKE, 'build'], ['build/postbuild.ts']], env: () => production(process.env), settings: () => '' },
  studio: {
    title: 'the studio',
    dir: STUDIO_DIST,
    steps: [[VIKE, 'build'], ['studio/write-headers.ts']],
    env: () => production({ ...process.env, STUDIO: '1' }),
    settings: () => '',
  },
  deployed: {
    title: 'the deployed site',
    dir: DEPLOYED_DIST,
    steps: [[VIKE, 'build'], ['build/postbuild.ts']],
    // Nothing from the shell's environment: the env file alone configures this build, as on a host.
    env: () => production({ ...withoutViteSettings(), ENV_DIR: deployedEnvDir() }),
    settings: deployedEnvFile,
    cleanUp: (env) => rmSync(env.ENV_DIR!, { recursive: true, force: true }),
  },
}

/** Written into a build's folder once it is complete: the settings it was made with. */
const MARKER = '.built-with'

/** Files no build reads: the tests, the docs and the other tools' settings. */
const NOT_READ_BY_BUILDS = /^(tests\/|\.ci\/|eslint\.config\.js$|playwright\.config\.ts$|vitest\.config\.ts$|\.prettierignore$|\.gitignore$)|\.(md|test\.tsx?)$/

/** The newest change to anything a build reads: every file git tracks or would track, but those above. */
function newestSourceChange(): number {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !NOT_READ_BY_BUILDS.test(file) && existsSync(file))
  return Math.max(...files.map((file) => statSync(file).mtimeMs))
}

/** Why a build must be made again, or undefined when it is complete, newer than every source and made with today's settings. */
export function staleReason(name: BuildName): string | undefined {
  const build = BUILDS[name]
  const marker = join(build.dir, MARKER)
  if (!existsSync(marker)) return `${build.dir}/ has no complete build`
  if (readFileSync(marker, 'utf8') !== build.settings()) return `${build.dir}/ was built with other settings`
  if (statSync(marker).mtimeMs < newestSourceChange()) return `a source changed since ${build.dir}/ was built`
  return undefined
}

/** Makes a build (its output shown only if it fails), then marks it complete. */
export async function makeBuild(name: BuildName): Promise<void> {
  const build = BUILDS[name]
  const settings = build.settings()
  // A build that fails half-way leaves no marker of the one before it.
  rmSync(join(build.dir, MARKER), { force: true })
  const env = { ...build.env(), DIST_DIR: build.dir }
  try {
    for (const [script, ...args] of build.steps) await runGroup(process.execPath, [script!, ...args], { env, timeoutMs: 600_000 })
  } finally {
    build.cleanUp?.(env)
  }
  writeFileSync(join(build.dir, MARKER), settings)
}

/** Makes a build unless it is up to date; says which and why. */
export async function ensureBuilt(name: BuildName): Promise<void> {
  const reason = staleReason(name)
  if (reason === undefined) return
  console.log(`building ${BUILDS[name].title} (${reason}) …`)
  await makeBuild(name)
}
