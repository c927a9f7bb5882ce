import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build, minifySync, type Rolldown } from 'vite'

/**
 * The scripts every page inlines, each an entry bundled with what it imports into one minified
 * script: the consent head script (a classic script in <head>, so it runs before first paint), the
 * measurement tags' loader (in <head> when a tag is configured; the tags' runtime it imports is a
 * chunk of the client build) and the boot script (at the end of <body>). Paths are relative to the project root, where every build runs.
 */
export const INLINE_SCRIPT_ENTRIES = {
  consentHead: { entry: 'consent/consentHead.ts', classic: true },
  tags: { entry: 'consent/measurement/tagLoader.ts', classic: false },
  boot: { entry: 'islands/boot/boot.ts', classic: false },
} as const

export type InlineScripts = Record<InlineScriptName, string>

/** Where the build writes the bundled scripts in its folder (beside the client folder, never served), for the step after it (build/postbuild.ts). */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json'

/** The bundled scripts a finished `vike build` wrote into `distDir`. */
export function builtInlineScripts(distDir: string): InlineScripts {
  return JSON.parse(readFileSync(join(distDir, INLINE_SCRIPTS_FILE), 'utf8')) as InlineScripts
}

export type InlineScriptName = keyof typeof INLINE_SCRIPT_ENTRIES

/**
 * Bundles one inline script's entry into one minified script with Vite's own build (not the
 * project's config), and names the files it was made from. A classic script runs in an arrow
 * function of its own, so its names stay out of the page's global scope.
 */
export async function bundleInlineScript(name: InlineScriptName): Promise<{ code: string; sources: string[] }> {
  const { entry, classic } = INLINE_SCRIPT_ENTRIES[name]
  const result = (await build({
    configFile: false,
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'inline' },
      // Only the entry runs for its effects: of the modules it imports, only what it uses is kept
      // (the consent rules' module sits beside the content schemas, which no page script needs).
      rolldownOptions: { treeshake: { moduleSideEffects: (id) => resolve(id) === resolve(entry) } },
    },
  })) as Rolldown.RolldownOutput[] | Rolldown.RolldownOutput
  const [chunk, ...others] = (Array.isArray(result) ? result : [result]).flatMap((output) => output.output)
  if (!chunk || chunk.type !== 'chunk' || others.length > 0) throw new Error(`${entry} must bundle into one script`)
  if (classic && /^\s*(import|export)\b/m.test(chunk.code)) throw new Error(`${entry} is a classic script: it can neither import at run time nor export`)
  // Lib mode keeps whitespace in ES output; minified in full here.
  const { code, errors } = minifySync('inline.js', classic ? `(()=>{${chunk.code}})()` : chunk.code, { module: !classic })
  if (errors.length > 0) throw new Error(`${entry} does not minify: ${errors.map((error) => error.message).join('; ')}`)
  if (/<\/script/i.test(code)) throw new Error(`${entry} contains "</script", which would end the inline script early`)
  return { code: code.trim(), sources: chunk.moduleIds.filter((id) => !id.startsWith('\0')) }
}

/** Every inline script, bundled, and the files they were made from. */
export async function bundleInlineScripts(): Promise<{ scripts: InlineScripts; sources: string[] }> {
  const names = Object.keys(INLINE_SCRIPT_ENTRIES) as InlineScriptName[]
  const bundled = await Promise.all(names.map(bundleInlineScript))
  return {
    scripts: Object.fromEntries(names.map((name, index) => [name, bundled[index]!.code])) as InlineScripts,
    sources: [...new Set(bundled.flatMap(({ sources }) => sources))],
  }
}
