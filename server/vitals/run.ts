// `npm run vitals`: real visitors' Core Web Vitals over the last 28 days (VITALS_DAYS), printed and
// written as a self-contained HTML page (VITALS_REPORT, default var/vitals-report.html), read from the
// hosted database or the embedded one (server/vitalsReport.ts says which).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { readVitalsReport } from '../vitalsReport.ts'
import { reportHtml, reportText, type VitalsReport } from './report.ts'

const days = Number(process.env.VITALS_DAYS ?? 28)
const output = process.env.VITALS_REPORT ?? 'var/vitals-report.html'

const { report, from } = await readVitalsReport(days)
console.log(`${reportText(report as VitalsReport)}\n`)
mkdirSync(dirname(output), { recursive: true })
writeFileSync(output, reportHtml(report as VitalsReport))
console.log(`Read from ${from}; HTML report with a chart per metric: ${output}`)
