// Every test file's setup. A file in jsdom gets Testing Library and the browser APIs jsdom lacks
// (tests/setupDom.ts); one in Node (`// @vitest-environment node`) skips loading them, React's DOM
// renderer with them.

// A module (for the top-level await): nothing to export.
export {}

if (typeof window !== 'undefined') await import('./setupDom.ts')
