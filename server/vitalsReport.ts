// Where `npm run vitals` (server/vitals/run.ts) reads real visitors' speed from:
// - with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment, the hosted database's
//   web_vitals_report function, through its REST interface;
// - else the embedded database of `npm start` (CONTACT_DB, default var/contact-messages): through the
//   running server when it holds the database (./localReport.ts), else opened here.
import { callDatabaseFunction } from '../supabase/functions/_shared/postgrestVitalsStore.ts'
import { LOCAL_REPORT_PATH, LOCAL_TOKEN_HEADER, runningServer } from './localReport.ts'

export async function readVitalsReport(days: number, env: NodeJS.ProcessEnv = process.env): Promise<{ report: unknown; from: string }> {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: key } = env
  if (url && key) return { report: await callDatabaseFunction(url, key, 'web_vitals_report', { days }), from: url }
  const dataDir = env.CONTACT_DB ?? 'var/contact-messages'
  const server = runningServer(dataDir)
  if (server) {
    const response = await fetch(`http://127.0.0.1:${server.port}${LOCAL_REPORT_PATH}?days=${days}`, { headers: { [LOCAL_TOKEN_HEADER]: server.token } })
    if (!response.ok) throw new Error(`the running server (port ${server.port}) answered ${response.status}`)
    return { report: await response.json(), from: `the running server on port ${server.port}` }
  }
  const { openContactDatabase } = await import('./database/contactDatabase.ts')
  const { callAsService } = await import('./database/pgliteVitalsStore.ts')
  const db = await openContactDatabase(dataDir)
  try {
    return { report: await callAsService(db, 'web_vitals_report', { days }), from: dataDir }
  } finally {
    await db.close()
  }
}
