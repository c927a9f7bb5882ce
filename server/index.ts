// `npm run serve` (and the end of `npm start`): serves the built site on http://localhost:3000 (PORT overrides).
import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createContactHandler } from '../supabase/functions/_shared/contactHandler.ts'
import { createWebVitalsHandler } from '../supabase/functions/_shared/webVitalsHandler.ts'
import { createApp } from './app.ts'
import { HEADERS_FILE } from './hostHeaders.ts'
import { openContactDatabase } from './database/contactDatabase.ts'
import { pgliteMessageStore } from './database/pgliteMessageStore.ts'
import { callAsService, pgliteVitalsStore } from './database/pgliteVitalsStore.ts'
import { newLocalToken, removeServerNote, writeServerNote } from './localReport.ts'

const root = process.env.SITE_DIR ?? 'dist/client'
const port = Number(process.env.PORT ?? 3000)
const dataDir = process.env.CONTACT_DB ?? 'var/contact-messages'
if (!existsSync(`${root}/index.html`) || !existsSync(`${root}/${HEADERS_FILE}`)) {
  console.error(`No built site in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`)
  process.exit(1)
}

// Without a hosted backend, contact messages and real visitors' speed go to an embedded Postgres with
// the same migrations (tables, checks, the atomic database functions) as the hosted database.
const database = await openContactDatabase(dataDir)
const salt = process.env.CONTACT_SALT ?? 'local'
const contactHandler = createContactHandler({ store: pgliteMessageStore(database), salt })
const vitalsHandler = createWebVitalsHandler({ store: pgliteVitalsStore(database), salt })
// `npm run vitals` asks the running server for the report (server/vitals/), with the token of its note.
const token = newLocalToken()
const localReport = { token, report: (days: number) => callAsService(database, 'web_vitals_report', { days }) }
const app = createApp({ root, contactHandler, vitalsHandler, localReport })

const server = serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Serving ${root} on http://localhost:${info.port}`)
})
server.once('listening', () => writeServerNote(dataDir, (server.address() as AddressInfo).port, token))

function shutDown() {
  server.close(async () => {
    removeServerNote(dataDir)
    await database.close()
    process.exit(0)
  })
}
process.on('SIGINT', shutDown)
process.on('SIGTERM', shutDown)
