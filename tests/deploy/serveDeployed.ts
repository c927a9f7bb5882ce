// The site as it is deployed, for the deploy-target and content-system browser suites (Playwright starts
// this as a web server and stops its whole process group): the production build configured through a
// `.env.production` file (tests/deploy/deployedBuild.ts; made here only if missing or out of date,
// `npm test` makes it beforehand), served from its output folder by Cloudflare's own Pages runtime,
// `wrangler pages dev`, which reads the build's _headers and _redirects files as the host does, with the
// stand-ins it is configured with.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureBuilt } from '../builds.ts'
import { startBackendStandIn } from './backendStandIn.ts'
import { startContentStandIn } from './contentStandIn.ts'
import { startTagStandIn } from './tagStandIn.ts'
import { deployPorts, DEPLOYED_DIST } from './ports.ts'

/** The newest date the bundled workerd runtime supports (wrangler refuses later ones offline). */
const COMPATIBILITY_DATE = '2026-10-23'

await ensureBuilt('deployed')
const backend = await startBackendStandIn(deployPorts.backend)
const content = await startContentStandIn(deployPorts.content)
const tags = await startTagStandIn(deployPorts.tags)
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')))

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
