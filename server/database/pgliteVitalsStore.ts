import type { PGlite } from '@electric-sql/pglite'
import type { VitalsStore } from '../../supabase/functions/_shared/webVitalsHandler.ts'
import { recordArguments } from '../../supabase/functions/_shared/postgrestVitalsStore.ts'

/** Runs a database function of the project by name as the service role, as the hosted REST interface calls it; resolves with its result. */
export async function callAsService(db: PGlite, name: string, args: Record<string, unknown>): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role service_role')
    const named = Object.keys(args).map((argument, index) => `${argument} => $${index + 1}`)
    const values = Object.values(args).map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : value))
    const { rows } = await tx.query<{ result: unknown }>(`select public.${name}(${named.join(', ')}) as result`, values)
    return rows[0]?.result
  })
}

/**
 * The local store of the web-vitals function behind `npm start`: the same tables and the same
 * record_web_vitals function as the hosted database (supabase/migrations), on the embedded Postgres,
 * called as the service role exactly as the deployed function calls it.
 */
export function pgliteVitalsStore(db: PGlite): VitalsStore {
  return {
    async record(batch, clientKey, limit) {
      const outcome = await callAsService(db, 'record_web_vitals', recordArguments(batch, clientKey, limit))
      if (outcome === 'stored') return 'stored'
      if (outcome === 'rate_limited') return 'rate-limited'
      throw new Error(`record_web_vitals answered ${String(outcome)}`)
    },
  }
}
