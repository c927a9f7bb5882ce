import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { IMAGE_FALLBACK, ISLAND_ENTRY } from '../../site/islandAttributes.ts'

/**
 * Builds what visitor pages load in the browser, which Vike does not (their pages are HTML only):
 * the islands' code (renderer/islands/islandEntry.tsx, with React and a chunk per island module)
 * and the static images' fallback, each a chunk of the client build through Rollup's documented
 * `emitFile`. Vite's manifest lists them by their source paths, which build/optimizeHtml.ts reads.
 *
 * `groups` (for the client build's `codeSplitting`) keeps React in a file of its own, which every island
 * needs and a new deploy rarely changes; the rest splits by what each island imports, so an island
 * fetches only its own code (grouping the shared code into larger files made every island fetch
 * 120-145 KB gzip against 78-95). Only modules the islands reach are grouped (recorded once the build
 * has read every module): Vike still emits client entries of its own, which no visitor page loads.
 */
export function islandChunks() {
  const roots = [ISLAND_ENTRY, IMAGE_FALLBACK].map((module) => resolve(module))
  let islandCode = new Set<string>()
  const plugin: Plugin = {
    name: 'island-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      for (const id of roots) this.emitFile({ type: 'chunk', id, preserveSignature: 'strict' })
    },
    buildEnd() {
      const reach = (from: string[]) => {
        const reached = new Set<string>()
        const waiting = [...from]
        for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
          if (reached.has(id)) continue
          reached.add(id)
          const info = this.getModuleInfo(id)
          waiting.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []))
        }
        return reached
      }
      islandCode = reach(roots)
    },
  }
  const groups = [{ name: 'react', test: (id: string) => islandCode.has(id) && /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) }]
  return { plugin, groups }
}
