// @vitest-environment node
// What real visitors' speed costs a consenting visitor, on the site build (`npm run build`, which
// measures speed as the demo does): every file of it, gzip as served, at most 5 KB (the issue's
// budget for the whole of it), on every page the same files, sent to the local server's function.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPage } from '../../tests/builtPage.ts'
import { attribute } from '../../build/htmlSource.ts'
import { WEB_VITALS_FUNCTION_PATH } from './webVitalsConfig.ts'

const CLIENT = 'dist/client'
const BUDGET_GZIP_BYTES = 5 * 1024

const bootTag = (route: string) => builtPage(route).elements.find((element) => element.tagName === 'script' && attribute(element, 'data-entry') !== undefined)!

describe('the speed measurement as built', () => {
  it('is named on every kind of page by its built chunk, the same on each, which sends to the local function', () => {
    const chunks = ['/', '/kontakt', '/blog', '/cookie-politik'].map((route) => attribute(bootTag(route), 'data-vitals'))
    expect(chunks[0]).toMatch(/^\/assets\/\S+\.js$/)
    expect(new Set(chunks).size).toBe(1)
    expect(readFileSync(join(CLIENT, chunks[0]!), 'utf8')).toContain(WEB_VITALS_FUNCTION_PATH)
  })

  it('weighs at most 5 KB gzip for a consenting visitor, counting every file it fetches (its chunk and what that imports)', () => {
    const files = filesFetched(attribute(bootTag('/kontakt'), 'data-vitals')!)
    const gzip = files.map((file) => readFileSync(join(CLIENT, `${file}.gz`)).byteLength)
    const total = gzip.reduce((sum, bytes) => sum + bytes, 0)
    expect(files.length).toBeGreaterThanOrEqual(1)
    expect(total, `${files.join(', ')}: ${gzip.join(' + ')} bytes`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES)
  })
})

/** A built chunk and every chunk it imports, statically or dynamically, each once. */
function filesFetched(chunk: string, seen = new Set<string>()): string[] {
  if (seen.has(chunk)) return []
  seen.add(chunk)
  const code = readFileSync(join(CLIENT, chunk), 'utf8')
  for (const [, file] of code.matchAll(/(?:from|import\()\s*["'`]\.\/([\w.-]+\.js)["'`]/g)) filesFetched(join(dirname(chunk), file!), seen)
  return [...seen]
}
