import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { siteModule } from './renderer/vitePluginSite.ts'

export default defineConfig({
  plugins: [react(), siteModule()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    // Generous for a busy two-core machine: tests start PGlite, Deno and real servers.
    testTimeout: 30_000,
    // Worker threads rather than child processes: the whole run took 163 s against 218 s on this
    // two-core machine (`npx vitest run --pool=…`, same session), with every test passing in both.
    pool: 'threads',
    // One environment and one module graph per worker, shared by its files, rather than a fresh jsdom,
    // React and Mantine for each of them, which took most of the run. So a test leaves nothing behind:
    // tests/setupDom.ts unmounts what Testing Library rendered and empties the document after each
    // test, and a test that changes a global (timers, the clipboard, a stubbed class) restores it.
    isolate: false,
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
  },
})
