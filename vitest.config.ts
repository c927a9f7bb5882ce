import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { siteModule } from './content/vitePluginSite.ts'

const EXCLUDE = ['node_modules', 'dist', 'tests/e2e/**']
// The tests that start PGlite (PostgreSQL compiled to WebAssembly). Each runs in a child process of its own:
// V8 keeps one record of a process's JIT and WebAssembly code pages for all its threads, and Node 24 twice
// aborted a run in it while PGlite's WebAssembly was compiled and freed in worker threads (`Check failed:
// jit_page_->allocations_.erase(addr) == 1`, sharing a worker; `Check failed: jit_page.has_value()`, each
// file in a worker thread of its own).
const PGLITE = ['supabase/**/*.test.ts', 'server/app.test.ts']
// The tests that read the site build: `npm test` (tests/run.ts) runs them once the site is built, the rest from the start.
const BUILT_SITE = ['**/*.build.test.ts']

export default defineConfig({
  plugins: [react(), siteModule()],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    // Generous for a busy two-core machine: tests start PGlite, Deno and real servers. A file's hooks get
    // as long (Vitest's default is 10 s), since they do the same work: the first content check in a worker
    // compiles every schema's validator, 1.2-2.8 s on its own with other builds running (load average 13),
    // and past 10 s in a studio test's beforeAll with four busy processes more.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Worker threads rather than child processes: the whole run took 163 s against 218 s on this
    // two-core machine (`npx vitest run --pool=…`, same session), with every test passing in both.
    pool: 'threads',
    // Three projects, each naming its own files (a project extending this config would add to lists set
    // here); `npx vitest run --project unit` runs one.
    projects: [
      {
        extends: true,
        // One environment and one module graph per worker, shared by its files, rather than a fresh
        // jsdom, React and Mantine for each of them, which took most of the run. So a file leaves nothing
        // behind: tests/setup.ts and tests/setupDom.ts unmount what Testing Library rendered after each
        // test, and after each file put back the document, cookies, storage, the clipboard, timers and
        // stubbed globals.
        test: { name: 'unit', isolate: false, include: ['**/*.test.{ts,tsx}'], exclude: [...EXCLUDE, ...PGLITE, ...BUILT_SITE] },
      },
      { extends: true, test: { name: 'pglite', pool: 'forks', isolate: true, include: PGLITE, exclude: EXCLUDE } },
      { extends: true, test: { name: 'built-site', isolate: false, include: BUILT_SITE, exclude: EXCLUDE } },
    ],
  },
})
