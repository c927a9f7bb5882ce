import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { IMAGE_FALLBACK, ISLAND_ENTRY } from './islandAttributes.ts'

interface IslandChunksOptions {
  /** Whether each CSS module's class map stays in the chunk of the component that imports it (the site's build; below). */
  classMapsWithComponents: boolean
  /** The other modules the pages' inline scripts import, by source path, as the build's configuration has them when it starts (vite.config.ts). */
  otherModules: () => string[]
}

/**
 * Builds what visitor pages load in the browser, which Vike does not (their pages are HTML only):
 * the islands' code (islands/islandEntry.tsx, with React and a chunk per island module),
 * the static images' fallback and, where a measurement tag is configured, the tags' runtime that their
 * loader imports once the visitor allows a tag (consent/measurement/tagLoader.ts; a site without tags
 * has no such file) and, where the build measures real visitors' speed, the module the boot script
 * imports with consent to statistics (consent/measurement/webVitals.ts), each a chunk of the client build through Rollup's documented `emitFile`. Vite's
 * manifest lists them by their source paths, which build/optimizeHtml.ts reads.
 *
 * `codeSplitting` (the client build's) keeps React in a file of its own, which every island needs and
 * a new deploy rarely changes; the rest splits by what each island imports, so an island fetches only
 * its own code (grouping the shared code into larger files made every island fetch 120-145 KB gzip
 * against 78-95). Only modules the islands reach are grouped (recorded once the build has read every
 * module): Vike still emits client entries of its own, which no visitor page loads.
 *
 * With `classMapsWithComponents` (the site's build), each CSS module's class map stays in the chunk of
 * the component that imports it. Vike adds a group after ours (its workaround for vikejs/vike#1815)
 * that gives every module ending in `.css` a chunk of its own, so each class map was a file of its own.
 * `maxModuleSize: 0` is Rolldown's fallback for every group that sets none, Vike's among them: such a
 * group takes only modules without code. A plain stylesheet has none (Vite leaves its JavaScript
 * empty) and keeps its own CSS file; a CSS module's code is its class map, which Rolldown's automatic
 * chunking puts beside the component, and its rules go into that chunk's stylesheet. The studio's build
 * leaves Vike's group whole: its pages render in the browser too, where Vike needs it.
 *
 * A module two entries import is a chunk of its own: MediaImage's class map, imported by the static
 * images' fallback (IMAGE_FALLBACK) as well as the islands' MediaImage, was a file of a few bytes that
 * every island with an image fetched. So, in the site's build, the fallback gets a copy of each class
 * map it imports (the same JavaScript, the names Vite gave the classes, without the rules): the class
 * names stay those of the CSS module, and the map itself stays with its component. The fallback needs
 * no rules of its own: the page has them from the sections' stylesheets.
 */
export function islandChunks({ classMapsWithComponents, otherModules }: IslandChunksOptions) {
  const roots = [ISLAND_ENTRY, IMAGE_FALLBACK].map((module) => resolve(module))
  // A virtual module's id ("\0"), not ending in ".css": Vite's CSS plugins would take it for a stylesheet.
  const copyOf = (classMap: string) => `\0class-map-copy:${classMap}.js`
  const classMapOf = (id: string) => /^\0class-map-copy:(.+)\.js$/.exec(id)?.[1]
  const classMapCopies: Plugin = {
    name: 'island-chunks:class-map-copies',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Before Vite's resolver, which would otherwise resolve the import to the CSS module itself.
    enforce: 'pre',
    async resolveId(source, importer) {
      if (importer !== resolve(IMAGE_FALLBACK) || !/\.module\.css$/.test(source)) return undefined
      const classMap = await this.resolve(source, importer, { skipSelf: true })
      return classMap && copyOf(classMap.id)
    },
    async load(id) {
      const classMap = classMapOf(id)
      if (classMap === undefined) return undefined
      const { code } = await this.load({ id: classMap })
      if (code === null) this.error(`no class map for ${classMap}`)
      return code
    },
  }
  let islandCode = new Set<string>()
  /** Each chunk's own stylesheet (the rules of its CSS modules) by the chunk's preliminary file name. */
  const ownCss = new Map<string, string[]>()
  const plugin: Plugin = {
    name: 'island-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After Vite's CSS plugin and before its manifest, whose CSS lists the hooks below reorder.
    enforce: 'post',
    buildStart() {
      for (const id of [...roots, ...otherModules().map((module) => resolve(module))]) this.emitFile({ type: 'chunk', id, preserveSignature: 'strict' })
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
    // Vite lists a chunk's own stylesheet first, then those of the plain stylesheets it imports
    // (Mantine's). Those run first, so they are listed first: a component's rules come after the
    // library rules it restyles, as its imports are written.
    renderChunk(_code, chunk) {
      if (classMapsWithComponents) ownCss.set(chunk.fileName, [...(chunk.viteMetadata?.importedCss ?? [])])
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        const own = output.type === 'chunk' ? ownCss.get(output.preliminaryFileName) : undefined
        if (!own || !output.viteMetadata) continue
        const listed = [...output.viteMetadata.importedCss]
        output.viteMetadata.importedCss = new Set([...listed.filter((file) => !own.includes(file)), ...listed.filter((file) => own.includes(file))])
      }
    },
  }
  const react = {
    name: 'react',
    test: (id: string) => islandCode.has(id) && /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id),
    maxModuleSize: Number.POSITIVE_INFINITY,
  }
  const codeSplitting = { ...(classMapsWithComponents && { maxModuleSize: 0 }), groups: [react] }
  return { plugins: classMapsWithComponents ? [classMapCopies, plugin] : [plugin], codeSplitting }
}
