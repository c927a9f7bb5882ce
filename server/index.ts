// `npm run serve` (and the end of `npm start`): serves the built site on http://localhost:3000 (PORT overrides).
import { serve } from '@hono/node-server'
import { existsSync } from 'node:fs'
import { createContactHandler } from '../supabase/functions/_shared/contactHandler.ts'
import { createApp } from './app.ts'
import { HEADERS_FILE } from './hostHeaders.ts'
import { openContactDatabase } from './database/contactDatabase.ts'
import { pgliteMessageStore } from './database/pgliteMessageStore.ts'

const root = process.env.SITE_DIR ?? 'dist/client'
const port = Number(process.env.PORT ?? 3000)
if (!existsSync(`${root}/index.html`) || !existsSync(`${root}/${HEADERS_FILE}`)) {
  console.error(`No built site in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`)
  process.exit(1)
}

// Without a hosted backend, contact messages go to an embedded Postgres with the same migrations
// (table, checks, the atomic submit function) as the hosted database.
const database = await openContactDatabase(process.env.CONTACT_DB ?? 'var/contact-messages')
const contactHandler = createContactHandler({ store: pgliteMessageStore(database), salt: process.env.CONTACT_SALT ?? 'local' })

const server = serve({ fetch: createApp({ root, contactHandler }).fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, (info) => {
  console.log(`Serving ${root} on http://localhost:${info.port}`)
})

function shutDown() {
  server.close(async () => {
    await database.close()
    process.exit(0)
  })
}
process.on('SIGINT', shutDown)
process.on('SIGTERM', shutDown)
