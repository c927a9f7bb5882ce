import type { Plugin } from 'vite'

/**
 * The island entry, a build input of its own and so a key of Vite's manifest: the module head/boot.js
 * imports when an island comes near before the page's framework runs (build/optimizeHtml.ts names its file).
 */
export const ISLAND_ENTRY = 'renderer/islandEntry.tsx'
/** Each section's component module, loaded by the section registry (renderer/sectionRegistry.ts). */
const SECTION_MODULE = /[\\/]sections[\\/][^\\/]+[\\/]index\.ts$/

/**
 * Splits what every page runs once its framework starts into two chunks instead of some 25 files
 * of 0.05-77 KB (each a request the phone handles on its main thread):
 * - `islands`: the code an island may need when it hydrates as a root of its own (the island entry's
 *   and the sections' static imports: Preact, Mantine, the site's shared parts);
 * - `framework`: the rest (Vike's client router, the page's shell and hooks), which only the page's
 *   own start at the first interaction loads.
 * The split follows the module graph, recorded once the build has read every module. `$initial`
 * marks the modules an entry reaches through static imports; a section's own code stays in its chunk.
 */
export function islandChunks() {
  const isIslandEntry = (id: string) => id.replaceAll('\\', '/').endsWith(`/${ISLAND_ENTRY}`)
  let islandCode = new Set<string>()
  const plugin: Plugin = {
    name: 'island-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      const roots = [...this.getModuleIds()].filter((id) => isIslandEntry(id) || SECTION_MODULE.test(id))
      const reached = new Set<string>()
      const waiting = [...roots]
      for (let id = waiting.pop(); id !== undefined; id = waiting.pop()) {
        if (reached.has(id)) continue
        reached.add(id)
        waiting.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
      islandCode = reached
    },
  }
  const outsideEntry = (id: string) => !isIslandEntry(id)
  const groups = [
    { name: 'islands', tags: ['$initial' as const], priority: 1, test: (id: string) => islandCode.has(id) && outsideEntry(id) },
    { name: 'framework', tags: ['$initial' as const], test: outsideEntry },
  ]
  return { plugin, groups, input: { 'entries/islands': `./${ISLAND_ENTRY}` } }
}
