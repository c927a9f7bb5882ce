import { PGlite } from '@electric-sql/pglite'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const MIGRATIONS_DIR = 'supabase/migrations'

/**
 * The roles the hosted backend has before any migration runs: the public key acts as `anon`, signed-in
 * users as `authenticated`, and trusted server code as `service_role`, which bypasses row-level security.
 */
export const PLATFORM_ROLES_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end
$$;
grant usage on schema public to anon, authenticated, service_role;
`

/** The migration files, oldest first (their names start with a timestamp). */
export function migrationFiles(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }))
}

/** Anything that runs SQL: PGlite, or a transaction in it. */
interface SqlRunner {
  exec(sql: string): Promise<unknown>
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
}

/** Creates the platform roles and applies every migration not yet applied, each in its own transaction. */
export async function migrate(db: SqlRunner & { transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T> }, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(PLATFORM_ROLES_SQL)
  await db.exec('create table if not exists public.local_schema_migrations (name text primary key, applied_at timestamptz not null default now())')
  await db.exec('revoke all on table public.local_schema_migrations from anon, authenticated')
  const applied = new Set((await db.query<{ name: string }>('select name from public.local_schema_migrations')).rows.map((row) => row.name))
  const ran: string[] = []
  for (const { name, sql } of migrationFiles(dir)) {
    if (applied.has(name)) continue
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into public.local_schema_migrations (name) values ($1)', [name])
    })
    ran.push(name)
  }
  return ran
}

/**
 * An embedded Postgres (PGlite) with the platform roles and the project's migrations applied:
 * in memory without a folder, else kept in `dataDir` across restarts.
 */
export async function openContactDatabase(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir ? { dataDir } : {})
  await migrate(db)
  return db
}
