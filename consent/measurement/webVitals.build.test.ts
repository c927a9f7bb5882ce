// @vitest-environment node
// What real visitors' speed costs a consenting visitor, on the site build (`npm run build`, which
// measures speed as the demo does): every file of it, gzip as served, at most 5 KB (the issue's
// budget for the whole of it), on every page the same files, sent to the local server's function.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtPage } from '../../tests/builtPage.ts'
import { attribute } from '../../build/htmlSource.ts'
import { WEB_VITALS_FUNCTION_PATH } from './webVitalsConfig.ts'

const CLIENT = 'dist/client'
const BUDGET_GZIP_BYTES = 5 * 1024

const bootTag = (route: string) => builtPage(route).elements.find((element) => element.tagName === 'script' && attribute(element, 'data-entry') !== undefined)!

describe('the speed measurement as built', () => {
  it('is named on every kind of page by its built files, the same on each, and sent to the local function', () => {
    const files = ['/', '/kontakt', '/blog', '/cookie-politik'].map((route) => attribute(bootTag(route), 'data-vitals'))
    expect(files[0]).toMatch(/^\/assets\/\S+\.js( \/assets\/\S+\.js)*$/)
    expect(new Set(files).size).toBe(1)
    expect(attribute(bootTag('/'), 'data-vitals-to')).toBe(WEB_VITALS_FUNCTION_PATH)
  })

  it('weighs at most 5 KB gzip for a consenting visitor, counting every file it fetches', () => {
    const files = attribute(bootTag('/kontakt'), 'data-vitals')!.split(' ')
    const gzip = files.map((file) => readFileSync(join(CLIENT, `${file}.gz`)).byteLength)
    const total = gzip.reduce((sum, bytes) => sum + bytes, 0)
    expect(total, `${files.join(', ')}: ${gzip.join(' + ')} bytes`).toBeLessThanOrEqual(BUDGET_GZIP_BYTES)
  })
})
