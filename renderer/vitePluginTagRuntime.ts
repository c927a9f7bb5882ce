import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { TAG_RUNTIME } from '../consent/measurement/runtimeConfig.ts'
import { measures } from './vitePluginSite.ts'

/**
 * Builds the measurement tags' runtime (consent/measurement/tagRuntime.ts) as a chunk of the client
 * build through Rollup's documented `emitFile`, only when a tag is configured: a page's tags' loader
 * imports it once the visitor allows a tag (consent/measurement/tagLoader.ts), by the built files
 * build/optimizeHtml.ts writes into the page from Vite's manifest. A site without tags has no such file.
 */
export function tagRuntimeChunk(): Plugin {
  return {
    name: 'tag-runtime-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      if (measures()) this.emitFile({ type: 'chunk', id: resolve(TAG_RUNTIME), preserveSignature: 'strict' })
    },
  }
}
