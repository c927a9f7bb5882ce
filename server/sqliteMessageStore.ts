import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { MessageStore, StoredMessage } from '../supabase/functions/_shared/contactHandler.ts'

/**
 * The local embedded database for contact messages (Node's built-in SQLite). Each insert is
 * committed and synced (WAL, synchronous=FULL) before `save` resolves, so an accepted message
 * survives a crash or restart.
 */
export function sqliteMessageStore(file: string): MessageStore & { close(): void; all(): StoredMessage[] } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new DatabaseSync(file)
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS contact_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      received_at TEXT NOT NULL,
      client_key TEXT NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      company TEXT NOT NULL,
      business_type TEXT NOT NULL,
      budget TEXT NOT NULL,
      message TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS contact_messages_client ON contact_messages (client_key, received_at);
  `)
  const insert = db.prepare(
    'INSERT INTO contact_messages (received_at, client_key, name, email, company, business_type, budget, message) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const count = db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE client_key = ? AND received_at >= ?')
  const list = db.prepare('SELECT * FROM contact_messages ORDER BY id')

  return {
    async save(m) {
      insert.run(m.receivedAt, m.clientKey, m.name, m.email, m.company, m.businessType, m.budget, m.message)
    },
    async countSince(clientKey, since) {
      return Number((count.get(clientKey, since) as { n: number }).n)
    },
    all() {
      return (list.all() as Record<string, string>[]).map((row) => ({
        receivedAt: row.received_at!,
        clientKey: row.client_key!,
        name: row.name!,
        email: row.email!,
        company: row.company!,
        businessType: row.business_type!,
        budget: row.budget!,
        message: row.message!,
      }))
    },
    close() {
      db.close()
    },
  }
}
