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
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
  },
})
