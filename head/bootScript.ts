import { execFileSync } from 'node:child_process'
import { build, minifySync, type Rolldown } from 'vite'

/** The script every page runs at once, relative to the project root (where every build and the server run). */
export const BOOT_SCRIPT_FILE = 'head/boot.ts'
/** The measurement tags' script, inlined only when a tag is configured. */
export const TAG_SCRIPT_FILE = 'consent/measurement/tagRuntime.ts'
const THIS_FILE = 'head/bootScript.ts'

// Kept on globalThis: Vite loads the pages in a module graph of its own, beside the build steps.
const CACHE = Symbol.for('klikvaerk.inlineScripts')
const store = globalThis as { [CACHE]?: Map<string, string> }

/** Bundles an inline script's entry with what it imports into one minified script, with Vite's own build (not the project's config). */
export async function bundleInlineScript(entry: string): Promise<string> {
  const result = (await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    build: { write: false, minify: false, target: 'es2022', lib: { entry, formats: ['es'], fileName: 'inline' } },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const [chunk, ...others] = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output)
  if (!chunk || chunk.type !== 'chunk' || others.length > 0) throw new Error(`${entry} must bundle into one script`)
  // Lib mode keeps whitespace in ES output; minified in full here.
  const { code, errors } = minifySync('inline.js', chunk.code, { module: true })
  if (errors.length > 0) throw new Error(`${entry} does not minify: ${errors.map((error) => error.message).join('; ')}`)
  if (/<\/script/i.test(code)) throw new Error(`${entry} contains "</script", which would end the inline script early`)
  return code.trim()
}

/**
 * An entry bundled as a page inlines it, for the pages' render and the Content Security Policy, which
 * allows it by its hash (head/securityPolicy.ts). Synchronous, as the pages' render and the server's
 * headers need it, so the bundling runs in a child process, once per entry and process.
 */
function inlineScript(entry: string): string {
  const scripts = (store[CACHE] ??= new Map())
  if (!scripts.has(entry)) scripts.set(entry, execFileSync(process.execPath, [THIS_FILE, entry], { encoding: 'utf8' }))
  return scripts.get(entry)!
}

/**
 * head/boot.ts as every page inlines it at the end of <body> (build/optimizeHtml.ts). Inline, it costs
 * the first paint no request and runs once the HTML is parsed.
 */
export const bootScript = () => inlineScript(BOOT_SCRIPT_FILE)

/** consent/measurement/tagRuntime.ts as a page's <head> inlines it when a measurement tag is configured (pages/+Head.tsx). */
export const tagScript = () => inlineScript(TAG_SCRIPT_FILE)

// Run on its own (by inlineScript): prints the bundled entry.
if (process.argv[1]?.endsWith(THIS_FILE)) process.stdout.write(await bundleInlineScript(process.argv[2] ?? BOOT_SCRIPT_FILE))
