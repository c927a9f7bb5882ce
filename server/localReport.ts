// How `npm run vitals` reads the embedded database while `npm start` holds it (PGlite serves one
// process): the running server leaves a note beside its database (its port and a random token, for
// as long as it runs) and answers the report at LOCAL_REPORT_PATH to that token only, and only over
// the loopback interface. Nothing of it is in the built site.
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

export const LOCAL_REPORT_PATH = '/__local/web-vitals-report'
export const LOCAL_TOKEN_HEADER = 'X-Local-Token'

export interface ServerNote {
  pid: number
  port: number
  token: string
}

/** Where the server running on the database in `dataDir` leaves its note. */
export const serverNoteFile = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.server.json`

/** A new random token for the report's route. */
export const newLocalToken = () => randomBytes(24).toString('hex')

/** Leaves the note for this process, a server on `port` answering the report to `token`. */
export function writeServerNote(dataDir: string, port: number, token: string) {
  const note: ServerNote = { pid: process.pid, port, token }
  writeFileSync(serverNoteFile(dataDir), JSON.stringify(note), { mode: 0o600 })
}

export function removeServerNote(dataDir: string) {
  rmSync(serverNoteFile(dataDir), { force: true })
}

/** The note of a server that still runs on the database in `dataDir`; undefined when none does. */
export function runningServer(dataDir: string): ServerNote | undefined {
  const file = serverNoteFile(dataDir)
  if (!existsSync(file)) return undefined
  const note = JSON.parse(readFileSync(file, 'utf8')) as ServerNote
  try {
    process.kill(note.pid, 0)
    return note
  } catch {
    return undefined
  }
}

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
export const isLoopback = (address: string | undefined) => address !== undefined && LOOPBACK_ADDRESSES.has(address)
