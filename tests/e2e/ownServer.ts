// A second instance of the `npm start` server with a message database of its own, for tests that must
// read what was stored or kill the server: the embedded database belongs to one process at a time.
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openContactDatabase } from '../../server/database/contactDatabase.ts'
import { pgliteMessageStore, type MessageRow } from '../../server/database/pgliteMessageStore.ts'
import { serverNoteFile } from '../../server/localReport.ts'
import { spawnGroup, stopGroup } from '../processGroup.ts'
import { servingPort } from '../servingPort.ts'

export interface OwnServer {
  url: string
  /** Its embedded database's folder (a new one, unless given, removed when the test process exits). */
  dataDir: string
  /** Ends the server with this signal and waits until it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>
  /** The stored messages; only once the server has stopped. */
  storedMessages(): Promise<MessageRow[]>
}

/**
 * The database folders made here: read after a server stops, so removed only when the test process ends,
 * with the note a server leaves beside its database (still there when the test killed it).
 */
const madeFolders: string[] = []
process.once('exit', () => {
  for (const folder of madeFolders) {
    rmSync(folder, { recursive: true, force: true })
    rmSync(serverNoteFile(folder), { force: true })
  }
})

function newDatabaseFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'contact-db-'))
  madeFolders.push(folder)
  return folder
}

export async function startOwnServer({ dataDir = newDatabaseFolder(), env = {} as Record<string, string> } = {}): Promise<OwnServer> {
  // Port 0: the system gives the server a free port, which it prints. (A port picked here could be
  // taken meanwhile, even by another test's outgoing connection: ports in this range are also theirs.)
  const child: ChildProcess = spawnGroup(process.execPath, ['server/index.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', CONTACT_DB: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const port = await servingPort(child)
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop(signal = 'SIGTERM') {
      await stopGroup(child, signal)
    },
    async storedMessages() {
      const db = await openContactDatabase(dataDir)
      try {
        return await pgliteMessageStore(db).all()
      } finally {
        await db.close()
      }
    },
  }
}
