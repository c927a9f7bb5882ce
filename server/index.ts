// `npm run serve` (and the end of `npm start`): serves the built site on http://localhost:3000 (PORT overrides).
import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import { createApp } from './app.ts'

const root = process.env.SITE_DIR ?? 'dist/client'
const port = Number(process.env.PORT ?? 3000)
if (!existsSync(`${root}/index.html`)) {
  console.error(`No built site in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`)
  process.exit(1)
}

const server = serve({ fetch: createApp({ root }).fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Serving ${root} on http://localhost:${info.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
