// `npm run vitals`: real visitors' Core Web Vitals over the last 28 days (VITALS_DAYS), printed and
// written as a self-contained HTML page (VITALS_REPORT, default var/vitals-report.html). Where from:
// - with SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in the environment, the hosted database's
//   web_vitals_report function, through its REST interface;
// - else the embedded database of `npm start` (CONTACT_DB, default var/contact-messages): through the
//   running server when it holds the database (server/localReport.ts), else opened here.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { callDatabaseFunction } from '../../supabase/functions/_shared/postgrestVitalsStore.ts'
import { LOCAL_REPORT_PATH, LOCAL_TOKEN_HEADER, runningServer } from '../../server/localReport.ts'
import { reportHtml, reportText, type VitalsReport } from './report.ts'

const days = Number(process.env.VITALS_DAYS ?? 28)
const output = process.env.VITALS_REPORT ?? 'var/vitals-report.html'
const dataDir = process.env.CONTACT_DB ?? 'var/contact-messages'

async function readReport(): Promise<{ report: VitalsReport; from: string }> {
  const { SUPABASE_URL: url, SUPABASE_SERVICE_ROLE_KEY: key } = process.env
  if (url && key) return { report: (await callDatabaseFunction(url, key, 'web_vitals_report', { days })) as VitalsReport, from: url }
  const server = runningServer(dataDir)
  if (server) {
    const response = await fetch(`http://127.0.0.1:${server.port}${LOCAL_REPORT_PATH}?days=${days}`, { headers: { [LOCAL_TOKEN_HEADER]: server.token } })
    if (!response.ok) throw new Error(`the running server (port ${server.port}) answered ${response.status}`)
    return { report: (await response.json()) as VitalsReport, from: `the running server on port ${server.port}` }
  }
  const { openContactDatabase } = await import('../../server/database/contactDatabase.ts')
  const { callAsService } = await import('../../server/database/pgliteVitalsStore.ts')
  const db = await openContactDatabase(dataDir)
  try {
    return { report: (await callAsService(db, 'web_vitals_report', { days })) as VitalsReport, from: dataDir }
  } finally {
    await db.close()
  }
}

const { report, from } = await readReport()
console.log(`${reportText(report)}\n`)
mkdirSync(dirname(output), { recursive: true })
writeFileSync(output, reportHtml(report))
console.log(`Read from ${from}; HTML report with a chart per metric: ${output}`)
