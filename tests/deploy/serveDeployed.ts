// The site as it is deployed, for the deploy-target and content-system browser suites (Playwright starts
// this as a web server and stops its whole process group): a production build configured the way a
// user configures it, through a `.env.production` file (the hosted backend, the content system and the
// measurement tags' hosts are local stand-ins), served from its output folder by Cloudflare's own Pages runtime, `wrangler pages
// dev`, which reads the build's _headers and _redirects files as the host does.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startBackendStandIn } from './backendStandIn.ts'
import { startContentStandIn } from './contentStandIn.ts'
import { startTagStandIn, TAG_SCRIPT_PATHS } from './tagStandIn.ts'
import { backendStandInUrl, deployPorts, DEPLOYED_ANON_KEY, DEPLOYED_DIST, DEPLOYED_SECRET, DEPLOYED_TAGS, tagStandInUrl } from './ports.ts'

/** The newest date the bundled workerd runtime supports (wrangler refuses later ones offline). */
const COMPATIBILITY_DATE = '2026-10-23'
const ENV_DIR = 'test-results/deployed-env'

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))))
  })
}

const backend = await startBackendStandIn(deployPorts.backend)
const content = await startContentStandIn(deployPorts.content)
const tags = await startTagStandIn(deployPorts.tags)

// Nothing from the shell's environment: the env file alone configures this build.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')))
rmSync(ENV_DIR, { recursive: true, force: true })
mkdirSync(ENV_DIR, { recursive: true })
writeFileSync(
  join(ENV_DIR, '.env.production'),
  [
    `VITE_BACKEND_URL=${backendStandInUrl}`,
    `VITE_BACKEND_ANON_KEY=${DEPLOYED_ANON_KEY}`,
    `VITE_CONTENT_API_URL=${content.url}`,
    `SUPABASE_SERVICE_ROLE_KEY=${DEPLOYED_SECRET}`,
    `VITE_GOOGLE_ANALYTICS_ID=${DEPLOYED_TAGS.analyticsId}`,
    `VITE_GOOGLE_ADS_ID=${DEPLOYED_TAGS.adsId}`,
    `VITE_GOOGLE_ADS_CONVERSION_LABELS=${Object.entries(DEPLOYED_TAGS.conversionLabels)
      .map(([conversion, label]) => `${conversion}=${label}`)
      .join(',')}`,
    `VITE_META_PIXEL_ID=${DEPLOYED_TAGS.pixelId}`,
    `VITE_GOOGLE_TAG_SCRIPT_URL=${tagStandInUrl}${TAG_SCRIPT_PATHS.googleTag}`,
    `VITE_META_PIXEL_SCRIPT_URL=${tagStandInUrl}${TAG_SCRIPT_PATHS.metaPixel}`,
    '',
  ].join('\n'),
)
const buildEnv = { ...cleanEnv, DIST_DIR: DEPLOYED_DIST, ENV_DIR }
await run(process.execPath, ['node_modules/vike/bin.js', 'build'], buildEnv)
await run(process.execPath, ['build/postbuild.ts'], buildEnv)

const wrangler = spawn(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js',
    'pages',
    'dev',
    join(DEPLOYED_DIST, 'client'),
    ...['--ip', '127.0.0.1', '--port', String(deployPorts.site), '--inspector-port', String(deployPorts.inspector)],
    ...['--compatibility-date', COMPATIBILITY_DATE, '--persist-to', 'test-results/wrangler-state', '--log-level', 'warn'],
  ],
  { env: { ...cleanEnv, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: 'test-results/wrangler-logs' }, stdio: ['ignore', 'inherit', 'inherit'] },
)
wrangler.once('exit', (code, signal) => {
  console.error(`wrangler pages dev stopped (${signal ?? code})`)
  process.exit(1)
})

/** Stops wrangler (and the runtime it started) before the stand-ins, and waits for it, at most 4 s. */
async function stop() {
  wrangler.removeAllListeners('exit')
  const wranglerExited = new Promise((resolve) => wrangler.once('exit', resolve))
  wrangler.kill('SIGTERM')
  await Promise.race([wranglerExited, new Promise((resolve) => setTimeout(resolve, 4_000))])
  backend.close()
  tags.close()
  await content.close()
  process.exit(0)
}
process.once('SIGTERM', stop)
process.once('SIGINT', stop)
