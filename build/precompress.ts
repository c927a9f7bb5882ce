import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /\.(html|css|js|mjs|json|xml|txt|svg)$/

/** Writes .gz and .br beside every text file, so servers send compressed bytes without compressing per request. */
export function precompress(dir: string): number {
  let count = 0
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!COMPRESSIBLE.test(name)) continue
    const file = join(dir, name)
    const data = readFileSync(file)
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    count++
  }
  return count
}
