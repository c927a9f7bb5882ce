// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Folders of no code of ours (dependencies, build and test output, git's), left unread: a walk of the whole
// checkout read node_modules' 47,000 files too, 1.5 s on an idle two-core machine and 50 s on a loaded one.
const SKIP = /^(node_modules|dist|test-results|\.git)$/
const PLATFORM = new Set(['PATH', 'CI', 'NODE_ENV'])

/** The code's files under `dir`: .ts and .tsx, tests (.test.ts) left out. */
function sourceFiles(dir = ''): string[] {
  return readdirSync(dir || '.', { withFileTypes: true }).flatMap((entry) => {
    const path = dir + entry.name
    if (entry.isDirectory()) return SKIP.test(path) ? [] : sourceFiles(`${path}/`)
    return /\.(ts|tsx)$/.test(path) && !path.endsWith('.test.ts') ? [path] : []
  })
}

/** Every environment variable the code reads: process.env.X, Deno.env.get('X') and the build's VITE_ settings. */
function variablesRead(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8')
    for (const [, name] of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(name!)
    for (const [, name] of text.matchAll(/Deno\.env\.get\('([A-Z][A-Z0-9_]*)'\)/g)) names.add(name!)
    for (const [, name] of text.matchAll(/\b(VITE_[A-Z0-9_]+)\b/g)) names.add(name!)
  }
  return names
}

describe('.env.example', () => {
  it('lists every environment variable the code reads, each with an explanation above it', () => {
    const lines = readFileSync('.env.example', 'utf8').split('\n')
    const missing = [...variablesRead()]
      .filter((name) => !PLATFORM.has(name))
      .filter((name) => !lines.some((line) => line.startsWith(`${name}=`) || line.includes(` ${name} `)))
    expect(missing).toEqual([])
    for (const [index, line] of lines.entries()) {
      if (/^[A-Z_]+=/.test(line))
        expect(
          lines
            .slice(0, index)
            .reverse()
            .find((above) => !/^[A-Z_]+=/.test(above)),
          line,
        ).toMatch(/^# \S/)
    }
  })
})
