import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { bundleInlineScripts, INLINE_SCRIPTS_FILE, type InlineScripts } from './inlineScripts.ts'

const ID = 'virtual:inline-scripts'
const RESOLVED_ID = `\0${ID}`

/**
 * Provides `virtual:inline-scripts`: the scripts pages inline (head/inlineScripts.ts), bundled once
 * per build or dev server, for the pages' render and their Content Security Policy. A build also
 * writes them into its folder, `distDir` (INLINE_SCRIPTS_FILE), for the post-build step that inlines
 * the boot script and writes the _headers file. On the dev server, a change to a file they are made
 * from bundles them again.
 */
export function inlineScripts({ distDir }: { distDir: string }): Plugin {
  let bundled: Promise<{ scripts: InlineScripts; sources: string[] }> | undefined
  /** The files the last bundling was made from. */
  let sourceFiles = new Set<string>()
  return {
    name: 'inline-scripts',
    resolveId: { filter: { id: new RegExp(`^${ID}$`) }, handler: () => RESOLVED_ID },
    load: {
      filter: { id: new RegExp(`^\0${ID}$`) },
      async handler() {
        const { scripts, sources } = await (bundled ??= bundleInlineScripts())
        sourceFiles = new Set(sources)
        for (const source of sources) this.addWatchFile(source)
        return `export const inlineScripts = ${JSON.stringify(scripts)}`
      },
    },
    // Only in the build's environments that rendered a page with them.
    async writeBundle() {
      if (bundled) writeFileSync(join(distDir, INLINE_SCRIPTS_FILE), JSON.stringify((await bundled).scripts))
    },
    hotUpdate({ file }) {
      if (!sourceFiles.has(file)) return
      bundled = undefined
      const module = this.environment.moduleGraph.getModuleById(RESOLVED_ID)
      if (module) this.environment.moduleGraph.invalidateModule(module)
    },
  }
}
