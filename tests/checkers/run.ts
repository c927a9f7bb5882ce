// `npm run check:pages`, a step of `npm test` after the build: every built page (dist/client) through
// the Nu Html Checker (tests/checkers/htmlValidation.ts) and every JSON-LD block through the rich-result
// rules of its type (tests/checkers/richResults.ts). Prints what fails and exits 1, or one line.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { checkHtml, unexpectedMessages } from './htmlValidation.ts'
import { checkPageJsonLd, jsonLdBlocks } from './richResults.ts'

const root = process.argv[2] ?? 'dist/client'
const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(root, file))
  .sort()
if (pages.length === 0) {
  console.error(`check:pages: no HTML files under ${root}; run npm run build first`)
  process.exit(1)
}

const started = Date.now()
const failures: string[] = []
for (const message of unexpectedMessages(await checkHtml(pages))) {
  const page = message.url ? relative(root, new URL(message.url).pathname) : '(checker)'
  failures.push(
    `${page}:${message.lastLine ?? ''} HTML ${message.subType ?? message.type}: ${message.message}${message.extract ? `\n    ${message.extract.trim()}` : ''}`,
  )
}
let blocks = 0
for (const page of pages) {
  const found = jsonLdBlocks(readFileSync(page, 'utf8'))
  blocks += found.length
  for (const problem of checkPageJsonLd(found)) failures.push(`${relative(root, page)} structured data: ${problem}`)
}

const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (failures.length > 0) {
  console.error(failures.join('\n'))
  console.error(`check:pages: ${failures.length} problems in ${pages.length} pages (${seconds} s)`)
  process.exit(1)
}
console.log(`check:pages: ${pages.length} pages valid HTML (Nu Html Checker), ${blocks} structured data blocks meet their rich-result rules (${seconds} s)`)
