// The two databases the migrations' tests run on, behind one small interface: PGlite (in-process, as
// `npm start` runs it) and a real PostgreSQL server (as the hosted backend does), each with the hosted
// backend's roles and every migration applied.
import { PGlite } from '@electric-sql/pglite'
import { migrationFiles, PLATFORM_ROLES_SQL } from '../server/database/contactDatabase.ts'
import { startRealPostgres } from './realPostgres.ts'

/** Runs an SQL script in one transaction, as `role` when given; resolves with the last statement's first value as text. */
export interface SqlEngine {
  run(script: string, role?: string): Promise<string>
  close(): Promise<void> | void
}

/** SQL to run just before a migration, by the migration's file name (rows stored before it, say). */
export type BeforeMigrations = Record<string, string>

/** Applies the platform roles and every migration through `run`, each one's `before` SQL just before it. */
async function migrate(run: (sql: string) => Promise<unknown>, before: BeforeMigrations) {
  await run(PLATFORM_ROLES_SQL)
  for (const { name, sql } of migrationFiles()) {
    if (before[name]) await run(before[name])
    await run(`begin;\n${sql}\ncommit;`)
  }
}

export async function pgliteEngine(before: BeforeMigrations = {}): Promise<SqlEngine> {
  const pglite = await PGlite.create()
  await migrate((sql) => pglite.exec(sql), before)
  return {
    run: (script, role) =>
      pglite.transaction(async (tx) => {
        if (role) await tx.exec(`set local role ${role}`)
        const results = await tx.exec(script)
        const first = results.at(-1)?.rows[0]
        return first ? String(Object.values(first)[0] ?? '') : ''
      }),
    close: () => pglite.close(),
  }
}

export async function realPostgresEngine(before: BeforeMigrations = {}): Promise<SqlEngine> {
  const pg = startRealPostgres()
  await migrate((sql) => pg.sql(sql), before)
  return {
    run: (script, role) => pg.sql(`begin;\n${role ? `set local role ${role};\n` : ''}${script};\ncommit;`),
    close: () => pg.stop(),
  }
}
