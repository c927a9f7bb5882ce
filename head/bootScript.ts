import { execFileSync } from 'node:child_process'
import { build, minifySync, type Rolldown } from 'vite'

/** The script every page runs at once, and this module, relative to the project root (where every build and the server run). */
export const BOOT_SCRIPT_FILE = 'head/boot.ts'
const THIS_FILE = 'head/bootScript.ts'

// Kept on globalThis: Vite loads the pages in a module graph of its own, beside the build steps.
const CACHE = Symbol.for('klikvaerk.bootScript')
const store = globalThis as { [CACHE]?: string }

/** Bundles head/boot.ts with what it imports into one minified script, with Vite's own build (not the project's config). */
export async function bundleBootScript(): Promise<string> {
  const result = (await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    build: { write: false, minify: false, target: 'es2022', lib: { entry: BOOT_SCRIPT_FILE, formats: ['es'], fileName: 'boot' } },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const [chunk, ...others] = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output)
  if (!chunk || chunk.type !== 'chunk' || others.length > 0) throw new Error(`${BOOT_SCRIPT_FILE} must bundle into one script`)
  // Lib mode keeps whitespace in ES output; minified in full here.
  const { code, errors } = minifySync('boot.js', chunk.code, { module: true })
  if (errors.length > 0) throw new Error(`${BOOT_SCRIPT_FILE} does not minify: ${errors.map((error) => error.message).join('; ')}`)
  if (/<\/script/i.test(code)) throw new Error(`${BOOT_SCRIPT_FILE} contains "</script", which would end the inline script early`)
  return code.trim()
}

/**
 * head/boot.ts as every page inlines it at the end of <body> (build/optimizeHtml.ts) and the Content
 * Security Policy allows it, by its hash (head/securityPolicy.ts). Inline, it costs the first paint no
 * request and runs once the HTML is parsed. Synchronous, as the pages' render and the server's
 * headers need it, so the bundling runs in a child process, once per process.
 */
export function bootScript(): string {
  store[CACHE] ??= execFileSync(process.execPath, [THIS_FILE], { encoding: 'utf8' })
  return store[CACHE]
}

// Run on its own (by bootScript): prints the bundled script.
if (process.argv[1]?.endsWith(THIS_FILE)) process.stdout.write(await bundleBootScript())
