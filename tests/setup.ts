// Every test file's setup. A file in jsdom gets Testing Library and the browser APIs jsdom lacks
// (tests/setupDom.ts); one in Node (`// @vitest-environment node`) skips loading them, React's DOM
// renderer with them.
import { afterAll, vi } from 'vitest'

// The files of a worker share its globals (isolate: false in vitest.config.ts): what a file changed
// through vitest goes back once the file is done, as if the next file had a worker of its own.
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
})

if (typeof window !== 'undefined') (await import('./setupDom.ts')).cleanUpAfterEachTestAndFile()
