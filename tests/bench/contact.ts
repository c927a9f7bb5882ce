// `npm run bench:contact`: the contact function on the `npm start` server, measured from the outside.
// 200 clients at once (each from its own loopback address), a burst of 20 from one client, the time
// per accepted message, and a kill -9 right after a batch of replies. SERVER_DIR runs another
// checkout's server (for a before/after comparison); its build must exist.
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { servingPort } from '../servingPort.ts'

const serverDir = resolve(process.env.SERVER_DIR ?? '.')
const dataDir = mkdtempSync(join(tmpdir(), 'bench-contact-'))
const store = process.env.STORE_PATH ?? join(dataDir, 'messages')
/** The port of the running server: port 0 lets the system pick a free one, which the server prints. */
let port = 0

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CONTACT_DB: store },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return servingPort(child).then((listening) => {
    port = listening
    return child
  })
}

/** POSTs one message from a loopback address of its own; resolves with the status and the time it took. */
function send(from: string, name: string): Promise<{ status: number; ms: number }> {
  const body = JSON.stringify({
    name,
    email: 'bench@example.dk',
    company: '',
    businessType: '',
    budget: '',
    message: 'En besked fra målingen af kontaktfunktionen.',
    website: '',
    startedAt: Date.now() - 60_000,
  })
  const began = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/functions/v1/secure-contact-form',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - began }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const address = (i: number) => `127.0.${Math.floor(i / 250) + 1}.${(i % 250) + 1}`
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

let server = await start()
const concurrent = await Promise.all(Array.from({ length: 200 }, (_, i) => send(address(i), `Samtidig ${i}`)))
const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => send('127.0.9.9', `Byge ${i}`)))
const sequential: number[] = []
for (let i = 0; i < 50; i++) sequential.push((await send(address(300 + i), `Efter hinanden ${i}`)).ms)
const beforeKill = await Promise.all(Array.from({ length: 30 }, (_, i) => send(address(400 + i), `Før kill ${i}`)))
server.kill('SIGKILL')
await new Promise((resolve) => server.once('exit', resolve))
// Restart on the same store (recovery after the kill), stop gracefully, then count what was kept.
server = await start()
server.kill('SIGTERM')
await new Promise((resolve) => server.once('exit', resolve))

/** Rows in the store: a PGlite folder (this checkout) or an SQLite file (the store before PGlite). */
async function storedRows(): Promise<number> {
  if (statSync(store).isDirectory()) {
    const { openContactDatabase } = await import('../../server/database/contactDatabase.ts')
    const db = await openContactDatabase(store)
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.contact_messages')
    await db.close()
    return rows[0]!.n
  }
  const { DatabaseSync } = await import('node:sqlite')
  const db = new DatabaseSync(store, { readOnly: true })
  const { n } = db.prepare('select count(*) as n from contact_messages').get() as { n: number }
  db.close()
  return n
}

const statuses = (results: { status: number }[]) => results.map((r) => r.status)
const accepted = count(statuses(concurrent), 200) + count(statuses(burst), 200) + sequential.length + count(statuses(beforeKill), 200)
console.log(`200 clients at once: ${count(statuses(concurrent), 200)} answered 200`)
console.log(`burst of 20 from one client: ${count(statuses(burst), 200)} answered 200, ${count(statuses(burst), 429)} answered 429`)
console.log(`time per accepted message, one at a time: median ${median(sequential).toFixed(1)} ms (50 messages)`)
console.log(`kill -9 right after 30 replies of 200 (${count(statuses(beforeKill), 200)} were 200)`)
console.log(`accepted ${accepted}, stored after the kill and a restart: ${await storedRows()}`)
