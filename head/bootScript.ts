import { readFileSync } from 'node:fs'
import { minifySync } from 'vite'
import { EARLY_PRESS_KEY, LOAD_MARGIN, PAGE_SETTLED_EVENT, PREFETCH_PAGE_EVENT } from '../site/loading.ts'
import { PAGE_DATA_FILE } from '../site/cacheControl.ts'

/** The script every page runs at once, relative to the project root (where every build and the server run). */
export const BOOT_SCRIPT_FILE = 'head/boot.js'

// Kept on globalThis: Vite loads the pages in a module graph of its own, beside the build steps.
const CACHE = Symbol.for('klikvaerk.bootScript')
const store = globalThis as { [CACHE]?: string }

/** The site's values head/boot.js names by a placeholder, each a string literal there. */
const SITE_VALUES: Record<string, string> = {
  __ISLAND_MARGIN__: LOAD_MARGIN,
  __PAGE_DATA_FILE__: PAGE_DATA_FILE,
  __PREFETCH_PAGE_EVENT__: PREFETCH_PAGE_EVENT,
  __PAGE_SETTLED_EVENT__: PAGE_SETTLED_EVENT,
  __EARLY_PRESS_KEY__: EARLY_PRESS_KEY,
}

/** head/boot.js with the site's values in place of its placeholders; a placeholder it lacks fails the build. */
export function withSiteValues(source: string): string {
  return Object.entries(SITE_VALUES).reduce((text, [placeholder, value]) => {
    const literal = `'${placeholder}'`
    if (!text.includes(literal)) throw new Error(`${BOOT_SCRIPT_FILE} has no ${literal} for the build to fill in`)
    return text.replaceAll(literal, JSON.stringify(value))
  }, source)
}

/**
 * head/boot.js as every page inlines it, with the site's values in place and minified (Oxc, through
 * Vite): build/optimizeHtml.ts puts it at the end of <body>, and the Content Security Policy allows
 * it by its hash. Inline, it costs the first paint no request and runs once the HTML is parsed.
 */
export function bootScript(): string {
  if (store[CACHE] !== undefined) return store[CACHE]
  const { code, errors } = minifySync('boot.js', withSiteValues(readFileSync(BOOT_SCRIPT_FILE, 'utf8')), { module: true })
  if (errors.length > 0) throw new Error(`${BOOT_SCRIPT_FILE} does not minify: ${errors.map((error) => error.message).join('; ')}`)
  if (/<\/script/i.test(code)) throw new Error(`${BOOT_SCRIPT_FILE} contains "</script", which would end the inline script early`)
  store[CACHE] = code.trim()
  return store[CACHE]
}
