import { readFileSync } from 'node:fs'
import { minifySync } from 'vite'

/** The script every page runs at once, relative to the project root (where every build and the server run). */
export const BOOT_SCRIPT_FILE = 'head/boot.js'

// Kept on globalThis: Vite loads the pages in a module graph of its own, beside the build steps.
const CACHE = Symbol.for('klikvaerk.bootScript')
const store = globalThis as { [CACHE]?: string }

/**
 * head/boot.js as every page inlines it, minified (Oxc, through Vite): build/optimizeHtml.ts puts it
 * at the end of <body>, and the Content Security Policy allows it by its hash. Inline, it costs the
 * first paint no request and runs as soon as the HTML is parsed.
 */
export function bootScript(): string {
  if (store[CACHE] !== undefined) return store[CACHE]
  const { code, errors } = minifySync('boot.js', readFileSync(BOOT_SCRIPT_FILE, 'utf8'), { module: true })
  if (errors.length > 0) throw new Error(`${BOOT_SCRIPT_FILE} does not minify: ${errors.map((error) => error.message).join('; ')}`)
  if (/<\/script/i.test(code)) throw new Error(`${BOOT_SCRIPT_FILE} contains "</script", which would end the inline script early`)
  store[CACHE] = code.trim()
  return store[CACHE]
}
