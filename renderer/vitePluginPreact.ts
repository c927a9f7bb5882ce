import type { Plugin } from 'vite'
import { fileURLToPath } from 'node:url'

const shim = (file: string) => fileURLToPath(new URL(`./preact/${file}`, import.meta.url))

/** What each of React's entry points is in the browser build. */
const IN_THE_BROWSER: Record<string, string> = {
  react: shim('react.js'),
  'react-dom': shim('react.js'),
  'react-dom/client': shim('reactDomClient.ts'),
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
}

/**
 * The browser build runs Preact (preact/compat) where the code imports React: the same components,
 * for about a tenth of React's bytes. The server still renders every page with React 19, and
 * the dev server and the unit tests run React too; only `vite build`'s client code changes.
 */
export function preactInTheBrowser(): Plugin {
  return {
    name: 'preact-in-the-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id, importer, options) {
      const target = IN_THE_BROWSER[id]
      if (!target) return undefined
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}
