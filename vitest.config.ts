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
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
  },
})
